import { z } from 'zod';

export const auditEntrySchema = z.object({
  id: z.number(),
  actorId: z.number().nullable(),
  actorEmail: z.string().nullable(),
  ip: z.string().nullable(),
  /** the client's User-Agent header, cut to 512 characters (null for the system's own entries) */
  userAgent: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
