/**
 * The dialogs of the Personal Information form's texting (useTexting): the texting agreement
 * while one is asked for, and the text subscriptions of the stored phone being opened.
 */
import type { PersonalInfo as Stored } from '../../../api/profile';
import { TextingAgreementDialog } from './TextingAgreementDialog';
import { TextSubscriptionsDialog } from './TextSubscriptionsDialog';
import type { Texting } from './useTexting';

interface TextingDialogsProps {
  texting: Texting;
  stored: Stored;
  username: string;
  clickRequired: boolean;
  /** The subscriptions' second step: stores the phone's text opt-in. */
  finalize: (phoneNumber: string, optIn: boolean) => Promise<void>;
  /** The subscriptions and the phone were saved. */
  onSaved: () => void;
}

export function TextingDialogs({
  texting,
  stored,
  username,
  clickRequired,
  finalize,
  onSaved,
}: TextingDialogsProps) {
  const phone = stored.PhoneNumbers.find((candidate) => candidate.PhoneNumber === texting.subscriptionsOf);
  return (
    <>
      {texting.agreements && (
        <TextingAgreementDialog
          agreements={texting.agreements}
          username={username}
          clickRequired={clickRequired}
          today={texting.today}
          onAgree={texting.agreed}
          onDisagree={texting.disagreed}
        />
      )}
      {phone && (
        <TextSubscriptionsDialog
          phoneNumber={phone.PhoneNumber}
          optedIn={phone.OptInToTexting}
          finalize={(optIn) => finalize(phone.PhoneNumber, optIn)}
          onSaved={() => {
            texting.closeSubscriptions();
            onSaved();
          }}
          onClose={texting.closeSubscriptions}
          onDirty={texting.setSubscriptionsDirty}
        />
      )}
    </>
  );
}
