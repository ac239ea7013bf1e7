/**
 * TODO placeholders for the steps helpers P3 and P4 deliver (issue 14): the payment method
 * picker (P3, src/screens/payment/methods) and the frequency, date, amount and total steps (P4,
 * src/screens/payment/schedule and amount). Each says plainly that the step is not built yet;
 * the definition names them until the real widgets are registered in the manifest.
 */
import { useSettings, type BlockWidgetProps } from '../../engine';

function Todo({ what }: { what: string }) {
  const settings = useSettings();
  return (
    <p className="banner banner--warning" data-todo={what}>
      {settings.text('paymentWizard.stepNotAvailable')}
    </p>
  );
}

export function TodoMethodPicker(_props: BlockWidgetProps) {
  return <Todo what="paymentMethodPicker" />;
}

export function TodoFrequency(_props: BlockWidgetProps) {
  return <Todo what="paymentFrequency" />;
}

export function TodoAmount(_props: BlockWidgetProps) {
  return <Todo what="paymentAmount" />;
}
