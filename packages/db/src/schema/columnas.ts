import { timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at on every table. */
export const marcasDeTiempo = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const borradoLogico = {
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
};
