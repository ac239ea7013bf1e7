/**
 * A user's payment methods (spec 02 §3 "Saved payment method"): cards kept only as brand,
 * debit or credit, expiry and last four digits, bank accounts only as type, routing number
 * and last four; no answer ever holds a full number. A single-use method (saved with Save
 * false) is never listed and pays once. The default method is chosen per loan.
 */
import type { Database } from '../../db/database.ts';
import type { DefaultPaymentMethod, SavedPaymentMethod } from '../../../src/generated/api-types/payments.ts';
import type { CardType } from '../../../src/domain/payments/card.ts';
import type { AchAccountType } from '../../../src/domain/payments/ach.ts';
import type { DebitCreditType } from '../../../src/domain/payments/types.ts';
import { ROUTING_TABLE } from '../../config/payments.ts';
import { newToken } from '../../security/tokens.ts';

export interface MethodRow {
  id: number;
  public_id: string;
  user_id: number;
  is_card: number;
  card_type: CardType | null;
  debit_credit: DebitCreditType | null;
  expiration: string | null;
  ach_account_type: AchAccountType | null;
  routing_number: string | null;
  last_four: string;
  single_use: number;
  used_at: string | null;
}

/** A method as the API answers it: last four digits only. */
export function savedMethod(row: MethodRow): SavedPaymentMethod {
  const common = { IsCard: row.is_card === 1, Save: row.single_use === 0, LastFour: row.last_four };
  if (row.is_card === 1) {
    return {
      ...common,
      CardInfo: {
        CardType: row.card_type ?? 'visa',
        CardNumber: row.last_four,
        ExpirationDate: row.expiration ?? '',
        ProfileId: row.public_id,
        DebitCreditType: row.debit_credit ?? 'CreditCard',
      },
    };
  }
  const bank = ROUTING_TABLE.get(row.routing_number ?? '');
  return {
    ...common,
    AchInfo: {
      AccountType: row.ach_account_type ?? 'Checking',
      AccountNumber: row.last_four,
      ProfileId: row.public_id,
      ...(row.routing_number ? { RoutingNumber: row.routing_number } : {}),
      ...(bank ? { BankName: bank.Name } : {}),
    },
  };
}

/** The user's saved methods (not single-use, not deleted), oldest first. */
export function savedMethods(db: Database, userId: number): SavedPaymentMethod[] {
  return db
    .all<MethodRow>(
      'SELECT * FROM payment_methods WHERE user_id = :userId AND single_use = 0 AND deleted = 0 ORDER BY id',
      { userId },
    )
    .map(savedMethod);
}

/** A live method of the user by its ProfileId (a used single-use method is no longer live). */
export function methodByProfile(db: Database, userId: number, profileId: string): MethodRow | undefined {
  return db.get<MethodRow>(
    `SELECT * FROM payment_methods WHERE user_id = :userId AND public_id = :profileId AND deleted = 0
       AND (single_use = 0 OR used_at IS NULL)`,
    { userId, profileId },
  );
}

export interface NewCard {
  cardType: CardType;
  debitCredit: DebitCreditType;
  expiration: string;
  holderName: string;
  lastFour: string;
}

export interface NewBankAccount {
  accountType: AchAccountType;
  routingNumber: string;
  ownerName: string;
  lastFour: string;
}

/** A saved card of the same brand, last four and expiry, or a saved account of the same bank, type and last four. */
export function sameSavedMethod(db: Database, userId: number, method: NewCard | NewBankAccount): boolean {
  const found =
    'cardType' in method
      ? db.get(
          `SELECT 1 FROM payment_methods WHERE user_id = :userId AND is_card = 1 AND single_use = 0 AND deleted = 0
             AND card_type = :cardType AND last_four = :lastFour AND expiration = :expiration`,
          { userId, cardType: method.cardType, lastFour: method.lastFour, expiration: method.expiration },
        )
      : db.get(
          `SELECT 1 FROM payment_methods WHERE user_id = :userId AND is_card = 0 AND single_use = 0 AND deleted = 0
             AND routing_number = :routing AND ach_account_type = :type AND last_four = :lastFour`,
          { userId, routing: method.routingNumber, type: method.accountType, lastFour: method.lastFour },
        );
  return found !== undefined;
}

/** Stores a card or bank account of the user; answers its row. */
export function insertMethod(
  db: Database,
  userId: number,
  method: NewCard | NewBankAccount,
  { singleUse, now }: { singleUse: boolean; now: string },
): MethodRow {
  const card = 'cardType' in method ? method : undefined;
  const bank = 'routingNumber' in method ? method : undefined;
  const id = db.run(
    `INSERT INTO payment_methods (public_id, user_id, is_card, card_type, debit_credit, expiration, holder_name,
       ach_account_type, routing_number, owner_name, last_four, single_use, created_at)
     VALUES (:publicId, :userId, :isCard, :cardType, :debitCredit, :expiration, :holder, :accountType, :routing,
       :owner, :lastFour, :singleUse, :now)`,
    {
      publicId: `pm_${newToken().slice(0, 24)}`,
      userId,
      isCard: card !== undefined,
      cardType: card?.cardType,
      debitCredit: card?.debitCredit,
      expiration: card?.expiration,
      holder: card?.holderName,
      accountType: bank?.accountType,
      routing: bank?.routingNumber,
      owner: bank?.ownerName,
      lastFour: method.lastFour,
      singleUse,
      now,
    },
  );
  return db.get<MethodRow>('SELECT * FROM payment_methods WHERE id = :id', { id })!;
}

/** Marks a single-use method used: it pays no second payment. */
export function useUp(db: Database, method: MethodRow, now: string) {
  if (method.single_use === 1)
    db.run('UPDATE payment_methods SET used_at = :now WHERE id = :id', { id: method.id, now });
}

/** Deletes a saved method (kept as deleted, so the payments made with it still name it) and every default it was. */
export function deleteMethod(db: Database, method: MethodRow) {
  db.run('UPDATE payment_methods SET deleted = 1 WHERE id = :id', { id: method.id });
  db.run('DELETE FROM default_payment_methods WHERE method_id = :id', { id: method.id });
}

/** The user's default method for the loan, or null. */
export function defaultMethod(db: Database, userId: number, accountId: number): DefaultPaymentMethod | null {
  const row = db.get<{ is_card: number; public_id: string }>(
    `SELECT m.is_card, m.public_id FROM default_payment_methods d JOIN payment_methods m ON m.id = d.method_id
     WHERE d.user_id = :userId AND d.account_id = :accountId AND m.deleted = 0`,
    { userId, accountId },
  );
  return row ? { IsCard: row.is_card === 1, ProfileId: row.public_id } : null;
}

export function setDefaultMethod(db: Database, userId: number, accountId: number, method: MethodRow) {
  db.run(
    `INSERT INTO default_payment_methods (user_id, account_id, method_id) VALUES (:userId, :accountId, :methodId)
     ON CONFLICT (user_id, account_id) DO UPDATE SET method_id = :methodId`,
    { userId, accountId, methodId: method.id },
  );
}

export function removeDefaultMethod(db: Database, userId: number, accountId: number) {
  db.run('DELETE FROM default_payment_methods WHERE user_id = :userId AND account_id = :accountId', {
    userId,
    accountId,
  });
}
