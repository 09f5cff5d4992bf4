import { asc, eq } from 'drizzle-orm';
import { clock } from '../business-time/clock';
import { getDb } from '../db/db.server';
import type { ServiceResult } from '../results/service-result';
import type { TemplateInput } from './contract-templates.forms';
import { contractTemplates } from './contracts.tables';

export type ContractTemplate = typeof contractTemplates.$inferSelect;

/** Show Contracts (PRODUCT §17): every template, by name. */
export async function listContractTemplates(): Promise<ContractTemplate[]> {
  const db = await getDb();
  return db.select().from(contractTemplates).orderBy(asc(contractTemplates.name), asc(contractTemplates.id));
}

/**
 * Saves a new template (no id) or changes one. Contracts already sent keep the text they were sent
 * with: they copied it (contracts.tables.ts).
 */
export async function saveContractTemplate(
  templateId: number | undefined,
  input: TemplateInput,
): Promise<ServiceResult<{ template: ContractTemplate }, { reason: 'not-found' }>> {
  const db = await getDb();
  const values = { name: input.name, body: input.body, updatedAt: clock.now() };
  const [template] =
    templateId === undefined
      ? await db.insert(contractTemplates).values(values).returning()
      : await db
          .update(contractTemplates)
          .set(values)
          .where(eq(contractTemplates.id, templateId))
          .returning();
  if (!template) return { ok: false, reason: 'not-found' };
  return { ok: true, template };
}

/** Deletes a template; its contracts stay, with their copied text. False when there was none. */
export async function deleteContractTemplate(templateId: number): Promise<ContractTemplate | undefined> {
  const db = await getDb();
  const [deleted] = await db
    .delete(contractTemplates)
    .where(eq(contractTemplates.id, templateId))
    .returning();
  return deleted;
}
