import type { GiftCodeUse } from '@easel/contracts';
import { formatPrice } from '@easel/contracts';
import { Button } from '@easel/ui';
import { stageLabel } from './card-step';
import type { PaymentStage } from '../hooks/use-checkout-payment';

/** When the code pays the whole order: no card to enter, one button places the order. */
export function GiftCardPay({
  giftCode,
  stage,
  onPay,
}: {
  giftCode: GiftCodeUse;
  stage: PaymentStage;
  onPay: () => void;
}) {
  return (
    <section className="com-checkout__panel" aria-labelledby="com-gift-pay-heading">
      <h2 id="com-gift-pay-heading">Payment</h2>
      <p className="com-checkout__note">
        Your gift card {giftCode.code} pays the whole order ({formatPrice(giftCode.amountOff, giftCode.currency)}): no
        card is needed.
      </p>
      <Button
        className="com-checkout__pay"
        disabled={stage === 'processing'}
        aria-busy={stage === 'processing' || undefined}
        onClick={onPay}
      >
        {stageLabel(stage, 'Pay with gift card')}
      </Button>
    </section>
  );
}
