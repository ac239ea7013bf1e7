/**
 * The demo documents (README "Trying the demo", documents): demo.borrower's two documents of
 * the Subaru loan (01-123400-1), one of the home improvement loan (01-123401-9), one of its
 * profile and one of its application A-20461; and one of demo.payments' application A-20488.
 * Each is a small PDF made when it is opened (services/documents/documentPdf.ts) from the
 * lines kept here. Upload dates follow the clock.
 */
import type { Clock } from '../services/clock.ts';
import type { Database } from './database.ts';

interface DemoDocument {
  fileId: string;
  username: string;
  /** The account or application it belongs to; neither for a profile document. */
  accountNumber?: string;
  applicationNumber?: string;
  name: string;
  daysAgo: number;
  lines: readonly string[];
}

export const DEMO_DOCUMENTS: readonly DemoDocument[] = [
  {
    fileId: 'demo-subaru-contract',
    username: 'demo.borrower',
    accountNumber: '01-123400-1',
    name: 'Retail Installment Contract',
    daysAgo: 1150,
    lines: [
      '2022 Subaru Outback, loan 01-123400-1.',
      'Borrower: Alex Morgan.',
      'Signed copy of the contract.',
    ],
  },
  {
    fileId: 'demo-subaru-title',
    username: 'demo.borrower',
    accountNumber: '01-123400-1',
    name: 'Vehicle Title Receipt',
    daysAgo: 1120,
    lines: ['Lien recorded for loan 01-123400-1.', 'Utah Division of Motor Vehicles receipt.'],
  },
  {
    fileId: 'demo-home-agreement',
    username: 'demo.borrower',
    accountNumber: '01-123401-9',
    name: 'Home Improvement Loan Agreement',
    daysAgo: 900,
    lines: ['Home improvement loan 01-123401-9.', 'Borrower: Alex Morgan.'],
  },
  {
    fileId: 'demo-profile-address',
    username: 'demo.borrower',
    name: 'Proof of Address',
    daysAgo: 40,
    lines: ['Utility statement showing 245 E 300 S, Salt Lake City, UT 84101.'],
  },
  {
    fileId: 'demo-application-paystub',
    username: 'demo.borrower',
    applicationNumber: 'A-20461',
    name: 'Pay Stub',
    daysAgo: 3,
    lines: ['Pay stub for application A-20461.'],
  },
  {
    fileId: 'demo-application-purchase',
    username: 'demo.payments',
    applicationNumber: 'A-20488',
    name: 'Purchase Agreement',
    daysAgo: 2,
    lines: ['Vehicle purchase agreement for application A-20488.'],
  },
];

function idOf(db: Database, sql: string, params: Record<string, string | number>): number | null {
  return db.get<{ id: number }>(sql, params)?.id ?? null;
}

/** Adds the demo documents; a document whose user, account or application is missing is skipped. */
export function seedDocuments(db: Database, clock: Clock) {
  const now = clock.now().getTime();
  for (const document of DEMO_DOCUMENTS) {
    const customerId = idOf(db, 'SELECT customer_id AS id FROM users WHERE username = :username', {
      username: document.username,
    });
    if (customerId === null) continue;
    const accountId = document.accountNumber
      ? idOf(db, 'SELECT id FROM accounts WHERE customer_id = :customer AND number = :number', {
          customer: customerId,
          number: document.accountNumber,
        })
      : null;
    const applicationId = document.applicationNumber
      ? idOf(
          db,
          'SELECT id FROM applications WHERE customer_id = :customer AND application_number = :number',
          {
            customer: customerId,
            number: document.applicationNumber,
          },
        )
      : null;
    if (
      (document.accountNumber && accountId === null) ||
      (document.applicationNumber && applicationId === null)
    )
      continue;
    db.run(
      `INSERT INTO documents (file_id, customer_id, account_id, application_id, display_name, display_format,
         content_type, date_uploaded, generated_text)
       VALUES (:fileId, :customerId, :accountId, :applicationId, :name, 'pdf', 'application/pdf', :uploaded, :text)`,
      {
        fileId: document.fileId,
        customerId,
        accountId,
        applicationId,
        name: document.name,
        uploaded: new Date(now - document.daysAgo * 24 * 60 * 60_000).toISOString(),
        text: document.lines.join('\n'),
      },
    );
  }
}
