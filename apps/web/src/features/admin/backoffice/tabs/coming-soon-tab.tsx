/** A tab whose dashboard arrives with another feature; the tab registry swaps it for the real one. */
export function ComingSoonTab() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
      <p className="text-lg font-semibold text-slate-900">Em breve</p>
      <p className="mt-1 text-sm text-slate-700">Este painel ainda está em construção.</p>
    </div>
  );
}
