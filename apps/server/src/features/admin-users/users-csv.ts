import type { TAdminUserRow } from "@nutriguia/domain";

/** RFC 4180 CSV; a cell starting with = + - @ is prefixed with ' so spreadsheets do not run it as a formula. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function usersToCsv(rows: TAdminUserRow[]): string {
  const header = ["id", "nome", "email", "papeis", "ativa", "ilimitado", "cadastro", "ultimo_login"];
  const lines = rows.map((r) =>
    [r.id, r.fullName, r.email, r.roles.join("|"), r.active ? "sim" : "nao", r.unlimited ? "sim" : "nao", r.createdAt, r.lastLoginAt ?? ""].map(cell).join(","),
  );
  return `${[header.join(","), ...lines].join("\r\n")}\r\n`;
}
