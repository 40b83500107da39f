import type { ArtworkCard, OfferRulesAnswer } from '@easel/contracts';
import { SOLD_STATUS, offerRulesInput, formatPrice } from '@easel/contracts';
import { FormField, notify, PageLink, Spinner, SubmitButton, useContractForm } from '@easel/ui';
import { useGetOfferRulesQuery, useListOwnArtworksQuery, useSaveOfferRulesMutation } from '../api/sales-api';
import { ListState } from './list-state';

/** Per work that takes offers: offers under the floor are declined at once, at or above "accept at" accepted at once. */
export function OfferRulesList({ owner }: { owner: string }) {
  const { data: artworks = [], isLoading, isError, refetch } = useListOwnArtworksQuery(owner);
  // A card does not say whether the work takes offers; rules on one that does not are kept for when it does. A sold work takes none.
  const onSale = artworks.filter((art) => art.onSale && art.status !== SOLD_STATUS);
  return (
    <section id="offer-rules" className="com-sales__section" aria-labelledby="com-sales-rules">
      <h2 id="com-sales-rules">Offer rules</h2>
      <p className="com-sales__meta">
        Offers under a work&apos;s floor are declined at once, and offers at or above its &ldquo;accept at&rdquo; amount
        accepted at once; the rest come to you. Leave both empty to judge every offer yourself.
      </p>
      <ListState
        what="artworks"
        isLoading={isLoading}
        isError={isError}
        retry={refetch}
        empty={onSale.length === 0}
        emptyText="None of your artworks is for sale."
      >
        <ul className="com-sales__list">
          {onSale.map((art) => (
            <WorkRules key={art.slug} art={art} />
          ))}
        </ul>
      </ListState>
    </section>
  );
}

function WorkRules({ art }: { art: ArtworkCard }) {
  const { data: rules, isError } = useGetOfferRulesQuery(art.slug);
  return (
    <li className="com-sales__card" aria-label={`Offer rules for ${art.title}`}>
      <div className="com-sales__card-head">
        <h3>
          <PageLink href={`/art/${art.slug}`}>{art.title}</PageLink>
        </h3>
        {art.price !== null && (
          <span className="com-sales__meta">{formatPrice(art.discountPrice ?? art.price, art.currency.code)}</span>
        )}
      </div>
      {rules ? (
        <RulesForm rules={rules} />
      ) : isError ? (
        <p className="com-sales__meta">Its rules could not be loaded.</p>
      ) : (
        <Spinner label="Loading" />
      )}
    </li>
  );
}

const shown = (amount: number | null) => (amount === null ? '' : String(amount));

function RulesForm({ rules }: { rules: OfferRulesAnswer }) {
  const [save] = useSaveOfferRulesMutation();
  const form = useContractForm(offerRulesInput, { floor: shown(rules.floor), acceptAt: shown(rules.acceptAt) } as {
    floor: string;
    acceptAt: string;
  });
  return (
    <form
      className="com-sales__rules"
      aria-label={`Offer rules for ${rules.slug}`}
      noValidate
      onSubmit={form.submit(async (checked) => {
        if (!('error' in (await save({ slug: rules.slug, ...checked })))) notify.success('Offer rules saved');
      })}
    >
      <FormField
        label={`Decline offers under (${rules.currency})`}
        inputMode="decimal"
        autoComplete="off"
        {...form.field('floor')}
      />
      <FormField
        label={`Accept offers from (${rules.currency})`}
        inputMode="decimal"
        autoComplete="off"
        {...form.field('acceptAt')}
      />
      <SubmitButton pending={form.pending} pendingLabel="Saving…">
        Save rules
      </SubmitButton>
    </form>
  );
}
