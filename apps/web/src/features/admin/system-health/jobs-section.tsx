import type { TJobStatus } from "@nutriguia/domain";
import { Badge } from "../../../components/ui/badge";
import { dateTime, duration, interval, jobName, summaryLabel } from "./health-format";
import { EmptyNote, Fact, HealthSection } from "./health-section";

function JobBadge({ job }: { job: TJobStatus }) {
  if (job.running || (job.lastRun && job.lastRun.ok === null)) return <Badge tone="warning">Em execução</Badge>;
  if (!job.lastRun) return <Badge>Nunca executada</Badge>;
  return job.lastRun.ok ? <Badge tone="success">Sucesso</Badge> : <Badge tone="danger">Falhou</Badge>;
}

function JobItem({ job }: { job: TJobStatus }) {
  const run = job.lastRun;
  const counts = Object.entries(run?.summary ?? {});
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid={`job-${job.name}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-medium text-slate-900">{jobName(job.name)}</h3>
        <JobBadge job={job} />
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        <Fact label="Última execução">{run ? `${dateTime(run.startedAt)} · ${duration(run.startedAt, run.finishedAt)}` : "—"}</Fact>
        <Fact label="Próxima execução">{job.scheduled ? dateTime(job.nextRunAt) : "Desativada"}</Fact>
        <Fact label="Frequência">{job.everySeconds > 0 ? interval(job.everySeconds) : "—"}</Fact>
      </dl>
      {counts.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Resultado da última execução">
          {counts.map(([key, value]) => (
            <li key={key} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-800">
              {summaryLabel(key)}: <strong>{String(value)}</strong>
            </li>
          ))}
        </ul>
      ) : null}
      {run?.error ? (
        <p className="mt-3 break-words text-sm text-red-700">
          <span className="font-medium">Erro:</span> {run.error}
        </p>
      ) : null}
    </li>
  );
}

export function JobsSection({ jobs }: { jobs: TJobStatus[] }) {
  return (
    <HealthSection id="jobs" title="Tarefas agendadas" description="Cada tarefa roda em uma instância por vez; os números são da última execução.">
      {jobs.length === 0 ? (
        <EmptyNote>Nenhuma tarefa registrada.</EmptyNote>
      ) : (
        <ul className="grid gap-3">
          {jobs.map((job) => (
            <JobItem key={job.name} job={job} />
          ))}
        </ul>
      )}
    </HealthSection>
  );
}
