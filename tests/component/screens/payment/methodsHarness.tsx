/**
 * Renders the payment method picker with the real engine, settings catalogue and payment rules,
 * each test with its own SWR cache, the API answered by msw with the demo shapes of
 * schemas/api/payments.json, and the data it writes recorded.
 */
import { render } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { http, HttpResponse } from 'msw';
import { useCallback, useState } from 'react';
import { SWRConfig } from 'swr';
import type { SavedPaymentMethod } from '../../../../src/api/paymentMethods';
import { paymentFacts } from '../../../../src/domain/payments';
import {
  createOptions,
  createRuleBook,
  EngineProvider,
  type LogicEnv,
  type SessionContext,
  type SettingsLayers,
} from '../../../../src/engine';
import { optionSpecs } from '../../../../src/generated/options';
import { rulesFiles } from '../../../../src/generated/rules';
import { deferredRulesFiles } from '../../../../src/generated/rulesDeferred';
import { PaymentMethodPicker } from '../../../../src/screens/payment/methods/PaymentMethodPicker';
import { server } from '../../../support/msw';
import { testRegistry, testSettings } from '../../../support/engine';

export const ACCOUNT = '01-123401-9';

export const VISA: SavedPaymentMethod = {
  IsCard: true,
  Save: true,
  LastFour: '1111',
  CardInfo: {
    CardType: 'visa',
    CardNumber: '1111',
    ExpirationDate: '12/28',
    ProfileId: 'card-1',
    DebitCreditType: 'DebitCard',
  },
};
export const CHECKING: SavedPaymentMethod = {
  IsCard: false,
  Save: true,
  LastFour: '6789',
  AchInfo: { AccountType: 'Checking', AccountNumber: '6789', ProfileId: 'ach-1' },
};
export const SAVINGS: SavedPaymentMethod = {
  IsCard: false,
  Save: true,
  LastFour: '4321',
  AchInfo: { AccountType: 'Savings', AccountNumber: '4321', ProfileId: 'ach-2' },
};

const PERSONAL: SessionContext = {
  loggedIn: true,
  personal: true,
  hasEmail: true,
  username: 'demo.borrower',
  personalName: 'Alex Morgan',
};

export interface PickerOptions {
  options?: Record<string, unknown>;
  layers?: SettingsLayers;
  session?: Partial<SessionContext>;
  /** The host's AllowACH / AllowCards of the loan. */
  info?: { AllowACH?: boolean; AllowCards?: boolean };
}

export function renderPicker(opts: PickerOptions = {}) {
  const written: Record<string, unknown>[] = [];
  const settings = testSettings(opts.layers);
  const options = createOptions(opts.options ?? {}, optionSpecs);
  const rules = createRuleBook([...rulesFiles, ...deferredRulesFiles]);
  const payment = paymentFacts({
    account: { Number: ACCOUNT, Comment: '', Balance: 1200 },
    info: { AllowACH: true, AllowCards: true, ...opts.info },
    today: '2026-11-22',
  });
  function Host() {
    const [data, setState] = useState<Record<string, unknown>>({ payment });
    const setData = useCallback((next: Record<string, unknown>) => {
      written.push(next);
      setState((old) => ({ ...old, ...next }));
    }, []);
    const env: LogicEnv = {
      settings,
      options,
      rules,
      context: {
        options,
        session: { ...PERSONAL, ...opts.session },
        route: { path: 'myaccount/payment', params: {} },
        query: {},
        device: { mobileApp: false, compact: false, production: false },
        form: {},
        data,
        now: '2026-11-22T15:00:00.000Z',
      },
    };
    return (
      <>
        <button type="button">Before</button>
        <PaymentMethodPicker
          props={{ accountNumber: ACCOUNT }}
          env={env}
          setData={setData}
          addAgreementLogs={() => undefined}
        />
      </>
    );
  }
  const user = userEvent.setup();
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, revalidateOnFocus: false }}>
      <EngineProvider settings={settings} options={options} rules={rules} registry={testRegistry()}>
        <Host />
      </EngineProvider>
    </SWRConfig>,
  );
  /** The last selection the picker wrote to data.paymentMethod. */
  const selection = () => written.filter((entry) => 'paymentMethod' in entry).at(-1)?.paymentMethod;
  return { ...view, user, selection };
}

export interface Answers {
  methods?: SavedPaymentMethod[];
  defaultMethod?: { IsCard: boolean; ProfileId: string } | null;
  added?: SavedPaymentMethod;
  addRefusal?: string;
  validateRefusal?: string;
  banks?: Record<string, string>;
}

const ok = (extra: object = {}) => HttpResponse.json({ HasNoErrors: true, Errors: [], ...extra });
const refused = (code: string) => HttpResponse.json({ HasNoErrors: false, Errors: [{ ErrorMessage: code }] });

/** Answers the method calls and records their bodies by path. */
export function answerMethods(answers: Answers = {}) {
  let methods = answers.methods ?? [VISA, CHECKING];
  let defaultMethod =
    answers.defaultMethod === undefined ? { IsCard: false, ProfileId: 'ach-1' } : answers.defaultMethod;
  const calls: { path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const path = new URL(request.url).pathname.replace('/api/', '');
    calls.push({
      path,
      body: request.method === 'POST' ? await request.json() : new URL(request.url).search,
    });
  };
  const methodAnswer = (method?: SavedPaymentMethod) =>
    ok({ PaymentMethod: method, DefaultPaymentMethod: defaultMethod });
  server.use(
    http.post('/api/PaymentMethod/GetPaymentMethods', async ({ request }) => {
      await record(request);
      return ok({ PaymentMethods: methods, DefaultPaymentMethod: defaultMethod });
    }),
    http.post('/api/PaymentMethod/SetDefaultPaymentMethod', async ({ request }) => {
      await record(request);
      defaultMethod = (calls.at(-1)?.body as { PaymentMethod: typeof defaultMethod }).PaymentMethod;
      return methodAnswer();
    }),
    http.delete('/api/PaymentMethod/RemoveDefaultPaymentMethod', async ({ request }) => {
      await record(request);
      defaultMethod = null;
      return methodAnswer();
    }),
    http.post('/api/PaymentMethod/DeleteCardPayment', async ({ request }) => {
      await record(request);
      methods = methods.filter(
        (method) => method.CardInfo?.ProfileId !== (calls.at(-1)?.body as { ProfileId: string }).ProfileId,
      );
      return methodAnswer();
    }),
    http.post('/api/PaymentMethod/DeleteAchPayment', async ({ request }) => {
      await record(request);
      methods = methods.filter(
        (method) => method.AchInfo?.ProfileId !== (calls.at(-1)?.body as { ProfileId: string }).ProfileId,
      );
      return methodAnswer();
    }),
    http.post('/api/PaymentMethod/AddCardPaymentMethod', async ({ request }) => {
      await record(request);
      if (answers.addRefusal) return refused(answers.addRefusal);
      const added = answers.added ?? VISA;
      if ((calls.at(-1)?.body as { Save?: boolean }).Save !== false) methods = [...methods, added];
      return methodAnswer(added);
    }),
    http.post('/api/PaymentMethod/AddAchPaymentMethod', async ({ request }) => {
      await record(request);
      if (answers.addRefusal) return refused(answers.addRefusal);
      const added = answers.added ?? CHECKING;
      if ((calls.at(-1)?.body as { Save?: boolean }).Save !== false) methods = [...methods, added];
      return methodAnswer(added);
    }),
    http.post('/api/PaymentMethod/ValidateAchPaymentMethod', async ({ request }) => {
      await record(request);
      if (answers.validateRefusal) return refused(answers.validateRefusal);
      return ok({
        Bank: {
          Name: 'Bank',
          Address: '',
          City: '',
          State: '',
          Zip: '',
          RoutingNumber: '',
          BankExists: true,
        },
      });
    }),
    http.get('/api/ACHRoutingData', async ({ request }) => {
      await record(request);
      const number = new URL(request.url).searchParams.get('routingNumber') ?? '';
      const name = (answers.banks ?? { '021000021': 'JPMorgan Chase Bank' })[number];
      return HttpResponse.json({
        Name: name ?? '',
        Address: '',
        City: '',
        State: '',
        Zip: '',
        RoutingNumber: number,
        BankExists: name !== undefined,
      });
    }),
    http.post('/api/AgreementLogging', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ HasNoErrors: true, Records: [] });
    }),
  );
  return calls;
}
