import { Switch } from "../../../components/ui/switch";
import { Button } from "../../../components/ui/button";
import { SelectField, TextField } from "../../../components/ui/field";
import { LOG_LEVELS } from "./log-line";

export type TLogToolbar = {
  files: string[];
  file: string | null;
  onFile: (file: string) => void;
  filter: string;
  onFilter: (value: string) => void;
  autoScroll: boolean;
  onAutoScroll: (value: boolean) => void;
  live: boolean;
  streaming: boolean;
  onLive: (value: boolean) => void;
  onStartStop: () => void;
  onRefresh: () => void;
  onDownload: () => void;
  onRaw: () => void;
  fullscreen: boolean;
  onFullscreen: () => void;
};

export function LogToolbar(p: TLogToolbar) {
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField label="Arquivo de log" value={p.file ?? ""} onChange={(e) => p.onFile(e.target.value)} disabled={p.live}>
          {p.files.length === 0 ? <option value="">Nenhum arquivo</option> : null}
          {p.files.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </SelectField>
        <TextField label="Filtrar" placeholder="Texto a procurar" value={p.filter} onChange={(e) => p.onFilter(e.target.value)} />
        <div className="flex flex-col justify-end gap-2">
          <div className="flex flex-wrap items-center gap-4">
            <span className="flex items-center gap-2 text-sm text-slate-800">
              <Switch label="Ao vivo" checked={p.live} onChange={p.onLive} />
              <span aria-hidden="true">Ao vivo</span>
            </span>
            <span className="flex items-center gap-2 text-sm text-slate-800">
              <Switch label="Rolagem automática" checked={p.autoScroll} onChange={p.onAutoScroll} />
              <span aria-hidden="true">Rolagem automática</span>
            </span>
          </div>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {p.live ? (
          <Button size="sm" variant={p.streaming ? "danger" : "primary"} onClick={p.onStartStop}>
            {p.streaming ? "Parar streaming" : "Iniciar streaming"}
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={p.onRefresh}>
            Atualizar
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={p.onDownload}>
          Baixar
        </Button>
        <Button size="sm" variant="outline" onClick={p.onRaw}>
          Ver bruto
        </Button>
        <Button size="sm" variant="outline" onClick={p.onFullscreen}>
          {p.fullscreen ? "Sair da tela cheia" : "Tela cheia"}
        </Button>
      </div>
      <ul aria-label="Legenda de níveis" className="flex flex-wrap gap-2 rounded-lg bg-slate-950 px-3 py-2 font-mono text-xs">
        {LOG_LEVELS.map((l) => (
          <li key={l.level} className={l.className}>
            ● {l.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
