/**
 * The document center (spec 03 §2.8; screen-definitions/documentCenter.json): the tabs its
 * definition lists (props.tabs: accounts, profile, applications; the profile tab only for a
 * personal user with file services, a condition of the definition), each loading what it
 * shows when it is chosen: the account list and an account's documents, the profile's
 * documents, the application list and an application's documents; each list with the
 * uploader when props.uploads says so (its drag-and-drop zone by props.dropZone).
 */
import { useState } from 'react';
import { useAccountList } from '../../api/accounts';
import { useApplications } from '../../api/applications';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { DocumentList } from '../shared/documents/DocumentList';
import { uploadArea, type UploadChoice } from '../shared/uploads/uploadArea';
import { flagProp, namesProp } from '../shared/widgetProps';
import { ChosenDocuments } from './ChosenDocuments';
import { Tabs } from './Tabs';
import './documentCenter.css';

type TabId = 'accounts' | 'profile' | 'applications';

const TABS: readonly TabId[] = ['accounts', 'profile', 'applications'];

const LABELS: Readonly<Record<TabId, string>> = {
  accounts: 'documentCenter.accountsTab',
  profile: 'documentCenter.profileTab',
  applications: 'documentCenter.applicationsTab',
};

interface ListProps {
  username: string;
  showHeading: boolean;
  showDisclaimer: boolean;
  upload: UploadChoice;
}

function AccountsTab(list: ListProps) {
  const { data, error } = useAccountList(list.username);
  return (
    <ChosenDocuments
      {...list}
      kind="account"
      choices={data?.map((account) => account.Number)}
      failed={!data && error !== undefined}
      texts={{
        label: 'documentCenter.accountLabel',
        placeholder: 'documentCenter.accountPlaceholder',
        loading: 'documentCenter.accountsLoading',
        error: 'documentCenter.accountsError',
        empty: 'documentCenter.noAccounts',
      }}
    />
  );
}

function ApplicationsTab(list: ListProps) {
  const { data, error } = useApplications(list.username);
  return (
    <ChosenDocuments
      {...list}
      kind="application"
      choices={data?.map((application) => application.ApplicationNumber)}
      failed={!data && error !== undefined}
      texts={{
        label: 'documentCenter.applicationLabel',
        placeholder: 'documentCenter.applicationPlaceholder',
        loading: 'documentCenter.applicationsLoading',
        error: 'documentCenter.applicationsError',
        empty: 'documentCenter.noApplications',
      }}
    />
  );
}

export function DocumentCenter({ props, env }: BlockWidgetProps) {
  const settings = useSettings();
  const asked = namesProp(props, 'tabs');
  const tabs = TABS.filter((tab) => asked === undefined || asked.includes(tab));
  const [chosen, setChosen] = useState<string>(tabs[0] ?? '');
  const selected = tabs.find((tab) => tab === chosen) ?? tabs[0];
  if (!selected) return null;
  const list: ListProps = {
    username: env.context.session.username,
    showHeading: flagProp(props, 'showHeading', true),
    showDisclaimer: flagProp(props, 'showDisclaimer'),
    upload: { uploads: flagProp(props, 'uploads'), dropZone: flagProp(props, 'dropZone') },
  };
  return (
    <Tabs
      label={settings.text('documentCenter.tabsLabel')}
      tabs={tabs.map((id) => ({ id, label: settings.text(LABELS[id]) }))}
      selected={selected}
      onSelect={setChosen}
    >
      {selected === 'accounts' && <AccountsTab key="accounts" {...list} />}
      {selected === 'profile' && (
        <DocumentList
          key="profile"
          {...list}
          source={{ kind: 'profile' }}
          uploadArea={uploadArea(list.username, { kind: 'profile' }, list.upload)}
        />
      )}
      {selected === 'applications' && <ApplicationsTab key="applications" {...list} />}
    </Tabs>
  );
}
