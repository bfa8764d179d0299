/**
 * Customers (CONTRACT auth, spec §1/§6 user types): creation with a unique lower-cased email,
 * lookups, overview edits and password changes. Rows leave this module only as API `Customer`s.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Customer, EditOverViewBody, UserType } from '../../api/customer.ts';
import type { Db } from '../db/connect.ts';
import { customers } from '../db/schema.ts';
import { isUniqueViolation } from './db-errors.ts';

export type CustomerRow = typeof customers.$inferSelect;

export function toCustomer(row: CustomerRow): Customer {
  return {
    _id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    userType: row.userType as UserType,
    is_dev: row.isDev,
    role: row.role === 'staff' ? 'staff' : 'user',
  };
}

/** `onChange` hears every change of a customer row (the session cache forgets it). */
export function createCustomerRepo(db: Db, onChange: (customerId: string) => void = () => {}) {
  return {
    /** Creates a customer; undefined when the email is taken. */
    async create(input: { email: string; passwordHash: string; firstName: string; lastName: string }) {
      try {
        const [row] = await db
          .insert(customers)
          .values({ id: randomUUID(), ...input })
          .returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    async findByEmail(email: string) {
      const [row] = await db.select().from(customers).where(eq(customers.email, email.toLowerCase()));
      return row;
    },

    async findById(id: string) {
      const [row] = await db.select().from(customers).where(eq(customers.id, id));
      return row;
    },

    async editOverview(id: string, patch: EditOverViewBody) {
      const [row] = await db
        .update(customers)
        .set({
          ...(patch.first_name !== undefined && { firstName: patch.first_name }),
          ...(patch.last_name !== undefined && { lastName: patch.last_name }),
          updatedAt: new Date(),
        })
        .where(eq(customers.id, id))
        .returning();
      onChange(id);
      return row;
    },

    /** Grants or withdraws the staff role; answers the row, or undefined for an unknown email. */
    async setRole(email: string, role: 'user' | 'staff') {
      const [row] = await db
        .update(customers)
        .set({ role, updatedAt: new Date() })
        .where(eq(customers.email, email.toLowerCase()))
        .returning();
      if (row) onChange(row.id);
      return row;
    },

    /** Sets the kind of account (spec §1: vision users get the vision tools); undefined for an unknown email. */
    async setUserType(email: string, userType: UserType) {
      const [row] = await db
        .update(customers)
        .set({ userType, updatedAt: new Date() })
        .where(eq(customers.email, email.toLowerCase()))
        .returning();
      if (row) onChange(row.id);
      return row;
    },

    async setPasswordHash(id: string, passwordHash: string) {
      await db.update(customers).set({ passwordHash, updatedAt: new Date() }).where(eq(customers.id, id));
      onChange(id);
    },
  };
}
