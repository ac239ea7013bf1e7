/**
 * The third-party card link screen (spec 02 §2, §4): with ThirdPartyCardPayments on, cards are
 * paid on the partner's site (ThirdPartyPaymentUrl) instead of the card flow.
 */
import { useSettings } from '../../../engine';

export function ThirdPartyCardLink({ url }: { url: string }) {
  const settings = useSettings();
  return (
    <div className="payment-methods__third-party">
      <p className="text">{settings.text('paymentMethods.thirdPartyCardText')}</p>
      {url && (
        <a className="button button--primary" href={url} target="_blank" rel="noopener noreferrer">
          {settings.text('paymentMethods.thirdPartyCardLink')}
          <span className="visually-hidden"> {settings.text('paymentMethods.opensNewTab')}</span>
        </a>
      )}
    </div>
  );
}
