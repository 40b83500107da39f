import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ArtworkDetail } from '@easel/contracts';
import { Button, Modal, useProductConfig } from '@easel/ui';
import { ONBOARDING_STEPS } from './onboarding-steps';
import './owner-onboarding.css';

/**
 * Spec §2: after publishing, /art/{id}?popup=true shows the owner four sharing tips, unless the art is on sale.
 * Closing it, or Continue on the last step, leaves /art/{id} without the query (replaced, so Back does not reopen it).
 */
export function OwnerOnboarding({ art, own }: { art: ArtworkDetail; own: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { productName } = useProductConfig();
  const [step, setStep] = useState(0);
  if (!own || art.onSale || params.get('popup') !== 'true') return null;

  const last = ONBOARDING_STEPS.length - 1;
  const close = () => {
    setStep(0);
    navigate(`/art/${art.slug}`, { replace: true });
  };
  const { title, Body } = ONBOARDING_STEPS[step]!;
  return (
    <Modal title={title} onClose={close} className="cat-onboarding">
      <div className="cat-onboarding__body" aria-live="polite">
        <Body art={art} productName={productName} onLeave={close} />
      </div>
      <div className="cat-onboarding__footer">
        <Button variant="secondary" disabled={step === 0} onClick={() => setStep(step - 1)}>
          Back
        </Button>
        <div className="cat-onboarding__dots" role="group" aria-label="Steps">
          {ONBOARDING_STEPS.map((item, index) => (
            <button
              key={item.title}
              type="button"
              className="cat-onboarding__dot"
              aria-label={`Step ${index + 1} of ${ONBOARDING_STEPS.length}`}
              aria-current={index === step ? 'step' : undefined}
              onClick={() => setStep(index)}
            />
          ))}
        </div>
        <Button onClick={() => (step === last ? close() : setStep(step + 1))}>Continue</Button>
      </div>
    </Modal>
  );
}
