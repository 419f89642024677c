import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { TUploadKind } from '@frs/contract';
import { createdAt } from './columns';
import { users } from './core';

/** An uploaded file's metadata; its bytes are the file `DATA_DIR/uploads/<id>`. */
export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey(),
  kind: text('kind').$type<TUploadKind>().notNull(),
  /** Detected from the file's first bytes, never taken from the client. */
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  originalName: text('original_name').notNull(),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
});
