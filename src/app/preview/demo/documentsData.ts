/** demo.borrower's documents (server/db/seedDocuments.ts) and the demo file types. */
export const ACCOUNT_DOCUMENTS: Record<string, unknown> = {
  '01-123400-1': {
    HasNoErrors: true,
    Errors: [],
    Value: [
      {
        FileId: 'demo-subaru-title',
        DisplayName: 'Vehicle Title Receipt',
        DisplayFormat: 'pdf',
        ImageUrl: '',
        DateUploaded: '2023-11-04T03:22:04.060Z',
      },
      {
        FileId: 'demo-subaru-contract',
        DisplayName: 'Retail Installment Contract',
        DisplayFormat: 'pdf',
        ImageUrl: '',
        DateUploaded: '2023-10-05T03:22:04.060Z',
      },
    ],
  },
  '01-123401-9': {
    HasNoErrors: true,
    Errors: [],
    Value: [
      {
        FileId: 'demo-home-agreement',
        DisplayName: 'Home Improvement Loan Agreement',
        DisplayFormat: 'pdf',
        ImageUrl: '',
        DateUploaded: '2024-06-11T03:22:04.060Z',
      },
    ],
  },
  '01-099870-4': {
    HasNoErrors: true,
    Errors: [],
    Value: [],
  },
  '01-555120-3': {
    HasNoErrors: true,
    Errors: [],
    Value: [],
  },
};

export const APPLICATION_DOCUMENTS = {
  HasNoErrors: true,
  Errors: [],
  Value: [
    {
      FileId: 'demo-application-paystub',
      DisplayName: 'Pay Stub',
      DisplayFormat: 'pdf',
      ImageUrl: '',
      DateUploaded: '2026-11-25T03:22:04.060Z',
    },
  ],
};

export const CUSTOMER_DOCUMENTS = {
  HasNoErrors: true,
  Errors: [],
  Value: [
    {
      FileId: 'demo-profile-address',
      DisplayName: 'Proof of Address',
      DisplayFormat: 'pdf',
      ImageUrl: '',
      DateUploaded: '2026-10-19T03:22:04.060Z',
    },
  ],
};

export const FILE_TYPES = {
  HasNoErrors: true,
  Errors: [],
  FileTypes: [
    {
      ID: 1,
      Description: 'Pay Stub',
    },
    {
      ID: 2,
      Description: 'Proof of Income',
    },
    {
      ID: 3,
      Description: 'Proof of Insurance',
    },
    {
      ID: 4,
      Description: 'Proof of Address',
    },
    {
      ID: 5,
      Description: 'Identification',
    },
    {
      ID: 6,
      Description: 'Vehicle Title',
    },
    {
      ID: 7,
      Description: 'Other',
    },
  ],
};

export const SIGNED_AGREEMENTS = {
  HasNoErrors: true,
  Errors: [],
  Agreements: [],
};
