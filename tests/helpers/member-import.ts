import ExcelJS from 'exceljs';
import type {
  MemberImportField,
  MemberImportPlan,
  MemberImportSummary,
  MemberImportUpload,
} from '../../server/contracts';
import type { AdminSession } from './admin';
import type { Answer } from './answers';

export const importPaths = {
  list: '/admin/api/member-imports',
  upload: '/admin/api/member-imports/upload',
  dryRun: '/admin/api/member-imports/dry-run',
  confirm: '/admin/api/member-imports/confirm',
  undo: (id: number) => `/admin/api/member-imports/${id}/undo`,
};

/** A spreadsheet as an .xlsx made by exceljs: the first row is the header. */
export async function xlsxOf(rows: unknown[][], configure?: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Leden');
  for (const row of rows) sheet.addRow(row);
  configure?.(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A CSV as Excel on a Belgian Windows writes it: semicolons, CRLF, Windows-1252 (é and ë as one byte each). */
export function windows1252Csv(rows: string[][]): Buffer {
  const text = rows.map((row) => row.join(';')).join('\r\n') + '\r\n';
  // Latin-1 and Windows-1252 agree on every letter these tests use.
  return Buffer.from(text, 'latin1');
}

export function uploadFile(admin: AdminSession, data: Buffer | string, name: string, field = 'file'): Promise<Answer> {
  const form = new FormData();
  const bytes = typeof data === 'string' ? data : new Uint8Array(data);
  form.append(field, new Blob([bytes]), name);
  return admin.request(importPaths.upload, { method: 'POST', body: form });
}

/** Uploads and expects the file to be read: its token, columns and proposed mapping. */
export async function uploaded(admin: AdminSession, data: Buffer | string, name: string) {
  const answer = await uploadFile(admin, data, name);
  if (answer.status !== 200) throw new Error(`Upload geweigerd: ${answer.status} ${answer.text}`);
  const upload = answer.json as MemberImportUpload;
  return { ...upload, mapping: upload.columns.map((column) => column.field) };
}

export type Mapping = (MemberImportField | null)[];

export function dryRunAnswer(admin: AdminSession, token: string, mapping: Mapping): Promise<Answer> {
  return admin.request(importPaths.dryRun, { method: 'POST', body: { token, mapping } });
}

export async function dryRun(admin: AdminSession, token: string, mapping: Mapping): Promise<MemberImportPlan> {
  const answer = await dryRunAnswer(admin, token, mapping);
  if (answer.status !== 200) throw new Error(`Proefrun geweigerd: ${answer.status} ${answer.text}`);
  return answer.json as MemberImportPlan;
}

export function confirmAnswer(admin: AdminSession, token: string, mapping: Mapping, planKey?: string): Promise<Answer> {
  return admin.request(importPaths.confirm, { method: 'POST', body: { token, mapping, planKey } });
}

/** Upload, dry run and confirm with the proposed (or given) mapping: the import's summary and its dry run. */
export async function importFile(
  admin: AdminSession,
  data: Buffer | string,
  name: string,
  edit: (mapping: Mapping) => Mapping = (mapping) => mapping,
) {
  const file = await uploaded(admin, data, name);
  const mapping = edit(file.mapping);
  const plan = await dryRun(admin, file.token, mapping);
  const answer = await confirmAnswer(admin, file.token, mapping, plan.planKey);
  if (answer.status !== 201) throw new Error(`Import geweigerd: ${answer.status} ${answer.text}`);
  return { plan, summary: answer.json as MemberImportSummary };
}
