import { Link } from 'react-router-dom';
import { useProductConfig } from '@easel/ui';
import { LegalPage, type LegalSection } from './legal-page';

const UPDATED = '21 November 2026';

function termsSections(product: string, email: string): LegalSection[] {
  const mail = <a href={`mailto:${email}`}>{email}</a>;
  return [
    {
      id: 'about',
      title: 'About these terms',
      body: (
        <p>
          These terms apply whenever you use {product}: browsing, collecting, selling, commenting or voting. By creating
          an account or buying, you accept them. {product} brings artists and collectors together; unless an artwork
          says otherwise, the artist is the seller and the sale is between you and the artist, with {product} running
          the marketplace and the payment.
        </p>
      ),
    },
    {
      id: 'accounts',
      title: 'Accounts',
      body: (
        <ul>
          <li>You must be at least 16 to open an account, and of legal age where you live to buy or sell.</li>
          <li>
            Give your real name and an e-mail address you read. One person per account; an artist account is for the
            artist who made the work.
          </li>
          <li>
            Keep your password to yourself. You are responsible for what happens under your account; tell us at once at{' '}
            {mail} if you think someone else used it.
          </li>
          <li>
            Collector accounts buy, bookmark, vote and comment. Artist accounts can also publish artworks, an artist
            page, gift cards and newsletters.
          </li>
        </ul>
      ),
    },
    {
      id: 'listings',
      title: 'Listings',
      body: (
        <ul>
          <li>
            List only original works you made yourself and have the right to sell. Copies, prints or editions must say
            so clearly, with the edition size.
          </li>
          <li>
            Describe each work truthfully: title, medium, material, size in centimetres, year, condition, and photos of
            the actual piece.
          </li>
          <li>
            Set the price and currency yourself. Keep listings up to date and mark a work as sold as soon as it is no
            longer available.
          </li>
          <li>We may remove a listing that breaks these terms or the law, or that misleads collectors.</li>
        </ul>
      ),
    },
    {
      id: 'purchases',
      title: 'Purchases',
      body: (
        <ul>
          <li>
            The price shown at checkout, with any shipping and taxes listed there, is what you pay. Payment is by card,
            processed by our payment provider.
          </li>
          <li>
            An order is confirmed when the payment succeeds; you then receive a confirmation e-mail with your order
            number.
          </li>
          <li>
            Artists prepare orders within 1–2 business days and ship them with tracking, packed to protect the work.
          </li>
          <li>If a work turns out to be unavailable after you paid, you get a full refund.</li>
        </ul>
      ),
    },
    {
      id: 'offers',
      title: 'Offers',
      body: (
        <ul>
          <li>
            Where an artist allows offers, you may propose a lower price. Offers below 60% of the listed price are not
            accepted.
          </li>
          <li>
            An offer is a proposal: the artist may accept, decline or answer with another price. Once you both agree,
            you are expected to complete the purchase at the agreed price.
          </li>
          <li>Do not use offers to harass artists or to take a sale outside {product}.</li>
        </ul>
      ),
    },
    {
      id: 'commissions',
      title: 'Commissions',
      body: (
        <ul>
          <li>
            You can ask an artist for a commissioned work. The artist and you agree on the subject, size, price,
            timeline and any deposit in writing before work starts.
          </li>
          <li>
            A commission is made to your order, so it cannot be returned for a change of mind; it can if it clearly
            differs from what was agreed.
          </li>
          <li>
            Unless agreed otherwise, the artist keeps the copyright in a commissioned work, as for any other artwork.
          </li>
        </ul>
      ),
    },
    {
      id: 'fees',
      title: 'Fees',
      body: (
        <ul>
          <li>Creating an account, browsing, bookmarking and publishing artworks are free.</li>
          <li>
            Any commission or service fee on a sale is shown to the artist before they publish, and to collectors before
            they pay. We never charge a fee we have not shown first.
          </li>
          <li>Artists are responsible for declaring their income and any taxes due on their sales.</li>
        </ul>
      ),
    },
    {
      id: 'returns',
      title: 'Returns and refunds',
      body: (
        <ul>
          <li>
            If you buy as a consumer, you may withdraw within 14 days of receiving a work without giving a reason,
            except for commissions and other works made to your order.
          </li>
          <li>
            Tell us or the artist within those 14 days, then send the work back in its original condition and packaging
            within 14 more days. Return shipping is at your cost unless the work was not as described.
          </li>
          <li>
            A work that arrives damaged or different from its listing: write to {mail} within 48 hours of delivery with
            photos of the work and the packaging. We will arrange a return and a full refund or another solution with
            the artist.
          </li>
          <li>Refunds go to the card you paid with, within 14 days of the artist receiving the return.</li>
        </ul>
      ),
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      body: (
        <ul>
          <li>
            Artists keep the copyright in their works. Buying an artwork gives you the physical piece, not the right to
            reproduce it.
          </li>
          <li>
            By publishing, an artist lets {product} show the work&apos;s images and texts on the site, in The Weekly
            Pulse, in newsletters and on our social channels to promote it and the artist, for as long as it is listed.
          </li>
          <li>
            Do not upload or copy work that is not yours. If you believe something here infringes your rights, write to{' '}
            {mail} with the link and the proof of your rights, and we will act quickly.
          </li>
          <li>The {product} name, logo and site design belong to us.</li>
        </ul>
      ),
    },
    {
      id: 'community-rules',
      title: 'Community rules',
      body: (
        <ul>
          <li>
            Be respectful in comments and messages. No harassment, hate, threats or sexual content involving minors.
          </li>
          <li>No spam, advertising or links that lead collectors to pay outside {product}.</li>
          <li>
            Vote honestly: one person, one vote. Buying votes, using several accounts or automating votes in The Weekly
            Pulse is not allowed.
          </li>
          <li>Do not pass off another person&apos;s work, or machine-generated work, as your own original art.</li>
          <li>
            We may remove content and suspend or close accounts that break these rules; serious cases may be reported to
            the authorities.
          </li>
        </ul>
      ),
    },
    {
      id: 'liability',
      title: 'Our responsibility',
      body: (
        <p>
          We work to keep {product} available and safe, but we cannot promise it will never be interrupted. We are
          responsible for what we do as the operator of the marketplace; artists are responsible for their listings and
          for the works they sell. Nothing in these terms limits rights that consumer law gives you.
        </p>
      ),
    },
    {
      id: 'closing',
      title: 'Closing your account',
      body: (
        <p>
          You can close your account at any time by writing to {mail}; open orders are completed first. We may close an
          account that seriously or repeatedly breaks these terms, and tell you why.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes and contact',
      body: (
        <p>
          When we change these terms we update the date above and, for important changes, tell you before they apply.
          Questions: {mail} or our <Link to="/contact">contact page</Link>. How we handle personal data is in our{' '}
          <Link to="/privacy">Privacy Policy</Link>.
        </p>
      ),
    },
  ];
}

/** /terms: the terms of service of the marketplace, with the deployment's product name and support e-mail. */
export function TermsPage() {
  const { productName, supportEmail } = useProductConfig();
  return (
    <LegalPage
      title="Terms of Service"
      updated={UPDATED}
      intro={
        <p>
          The rules for buying and selling original art on {productName}, in plain words. Please read them before you
          open an account, publish a work or buy.
        </p>
      }
      sections={termsSections(productName, supportEmail)}
    />
  );
}
