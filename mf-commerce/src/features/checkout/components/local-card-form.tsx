import { useState, type FormEvent } from 'react';
import { localConfirmInput, type LocalConfirmAnswer, friendlyParse } from '@easel/contracts';
import { Button, FormField, Modal } from '@easel/ui';
import { useAuthenticateLocalPaymentMutation, useConfirmLocalPaymentMutation } from '../api/checkout-calls';
import { paymentRefusal, type CardOutcome } from '../hooks/payment-messages';
import { billingOf, stageLabel, type CardStepProps } from './card-step';

const cardFields = localConfirmInput.pick({ cardNumber: true, expiry: true, cvc: true });
type Card = { cardNumber: string; expiry: string; cvc: string };

/** The first card field left empty, and what it needs. */
function missing(card: Card): { name: keyof Card; message: string } | null {
  const issue = friendlyParse(cardFields, card).error?.issues[0];
  return issue ? { name: issue.path[0] as keyof Card, message: issue.message } : null;
}

const outcomeOf = (answer: LocalConfirmAnswer): CardOutcome =>
  answer.error ? { failure: answer.error.message } : { status: answer.status };

/** The embedded provider's card form: it answers Stripe's test cards as Stripe does, 3-D Secure step included. */
export function LocalCardForm({ intent, stage, payLabel, pay }: CardStepProps) {
  const [card, setCard] = useState<Card>({ cardNumber: '', expiry: '', cvc: '' });
  const [problem, setProblem] = useState<ReturnType<typeof missing>>(null);
  const [authenticating, setAuthenticating] = useState(false);
  const [confirm] = useConfirmLocalPaymentMutation();
  const [authenticate] = useAuthenticateLocalPaymentMutation();

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!intent) return;
    const found = missing(card);
    setProblem(found);
    if (found)
      return (event.currentTarget as HTMLFormElement)
        .querySelector<HTMLInputElement>(`[name="${found.name}"]`)
        ?.focus();
    void pay(async () => {
      const answer = await confirm({
        clientSecret: intent.clientSecret,
        ...card,
        billing: billingOf(intent.shippingInfo),
      });
      if ('error' in answer) return paymentRefusal(answer.error);
      if (answer.data.status !== 'requires_action' || answer.data.error) return outcomeOf(answer.data);
      setAuthenticating(true);
      return null;
    });
  };

  const answerBank = (approve: boolean) => {
    setAuthenticating(false);
    if (!intent) return;
    void pay(async () => {
      const answer = await authenticate({ clientSecret: intent.clientSecret, approve });
      return 'error' in answer ? paymentRefusal(answer.error) : outcomeOf(answer.data);
    });
  };

  const field = (name: keyof Card) => ({
    name,
    value: card[name],
    message: problem?.name === name ? problem.message : undefined,
    onChange: (event: { target: { value: string } }) => {
      setProblem(null);
      setCard((typed) => ({ ...typed, [name]: event.target.value }));
    },
  });
  return (
    <form className="com-card-form" onSubmit={send} noValidate>
      <FormField
        label="Card number"
        {...field('cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
      />
      <div className="com-card-form__row">
        <FormField label="Expiry" {...field('expiry')} autoComplete="cc-exp" placeholder="MM/YY" />
        <FormField label="CVC" {...field('cvc')} inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
      </div>
      <Button
        type="submit"
        className="com-checkout__pay"
        disabled={!intent || stage === 'processing'}
        aria-busy={stage === 'processing' || undefined}
      >
        {stageLabel(stage, payLabel)}
      </Button>
      {authenticating && (
        <Modal title="Confirm this payment" onClose={() => answerBank(false)}>
          <p>Your bank asks you to confirm this payment of {payLabel.replace(/^Pay /, '')}.</p>
          <div className="com-card-form__bank">
            <Button onClick={() => answerBank(true)}>Approve</Button>
            <Button variant="secondary" onClick={() => answerBank(false)}>
              Fail
            </Button>
          </div>
        </Modal>
      )}
    </form>
  );
}
