/**
 * The application details (spec 03 §2.13): the customer's name, the application's number,
 * status, amounts, last change (a long date) and funds expected (a full date, left out
 * when the host sends 0001-01-01, its "none"), the figures the definition asks for
 * (props.figures, after its hide flags). Shown from the dashboard's cached list, else
 * fetched (src/api/applicationDetails.ts). Another user's or an unknown number (403) says
 * the application is not found; any other failure says it cannot be loaded, with Try again.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useApplicationDetails, type ApplicationDetails as Details } from '../../api/applicationDetails';
import { ApiError } from '../../api/errors';
import { displayApplicationStatus, formatMoney } from '../../domain/accounts';
import { formatFullDate, formatLongDate, fundsExpectedDate } from '../../domain/accounts/applicationDates';
import { useSettings, type BlockWidgetProps, type Settings } from '../../engine';
import { Spinner } from '../../widgets';
import { LoadError } from '../shared/table/LoadError';
import { namesProp, textProp } from '../shared/widgetProps';
import { FigureList, type Figure } from './FigureList';

type FigureId =
  'name' | 'number' | 'status' | 'amountRequested' | 'amountApproved' | 'lastModified' | 'fundsExpected';

const FIGURES: readonly FigureId[] = [
  'name',
  'number',
  'status',
  'amountRequested',
  'amountApproved',
  'lastModified',
  'fundsExpected',
];

const LABELS: Readonly<Record<FigureId, string>> = {
  name: 'applicationDetails.labelName',
  number: 'applicationDetails.labelNumber',
  status: 'applicationDetails.labelStatus',
  amountRequested: 'applicationDetails.labelAmountRequested',
  amountApproved: 'applicationDetails.labelAmountApproved',
  lastModified: 'applicationDetails.labelLastModified',
  fundsExpected: 'applicationDetails.labelFundsExpected',
};

function figureText(id: FigureId, { personalName, application }: Details, settings: Settings): string {
  const locale = settings.text('app.locale');
  switch (id) {
    case 'name':
      return personalName;
    case 'number':
      return application.ApplicationNumber;
    case 'status':
      return displayApplicationStatus(application.Status, (key) => settings.text(key));
    case 'amountRequested':
      return formatMoney(application.AmountRequested, locale);
    case 'amountApproved':
      return formatMoney(application.AmountApproved, locale);
    case 'lastModified':
      return formatLongDate(application.LastModified, locale);
    case 'fundsExpected':
      return formatFullDate(fundsExpectedDate(application.FundsExpected), locale);
  }
}

const notFound = (error: unknown) => error instanceof ApiError && error.problem.kind === 'forbidden';

export function ApplicationDetails({ props, env, setData }: BlockWidgetProps) {
  const settings = useSettings();
  const { username, personalName } = env.context.session;
  const number = textProp(props, 'applicationNumber').trim();
  const { data, error, retry } = useApplicationDetails(username, personalName, number);
  const wanted = namesProp(props, 'figures')?.join(',');
  // data.application.shown: the figures are there (the documents follow only then).
  const shown = data !== undefined;
  const report = useRef(setData);
  useEffect(() => {
    report.current = setData;
  });
  useEffect(() => {
    report.current({ application: { shown } });
  }, [shown]);

  const figures = useMemo<Figure[]>(() => {
    if (!data) return [];
    const asked = wanted?.split(',');
    return FIGURES.filter((id) => asked === undefined || asked.includes(id))
      .map((id) => ({ id, label: settings.text(LABELS[id]), value: figureText(id, data, settings) }))
      .filter((figure) => figure.value !== '');
  }, [data, wanted, settings]);

  if (number === '' || (!data && notFound(error))) {
    return (
      <p className="banner banner--error" role="alert">
        {settings.text('applicationDetails.notFound')}
      </p>
    );
  }
  if (!data && error)
    return <LoadError text={settings.text('applicationDetails.loadError')} onRetry={retry} />;
  if (!data) return <Spinner label={settings.text('applicationDetails.loading')} />;
  return <FigureList figures={figures} />;
}
