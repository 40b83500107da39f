import { Link } from 'react-router-dom';
import { useProductConfig } from '@easel/ui';
import './contact.css';

/** /contact: how to reach support by e-mail, how soon we answer, and what helps us answer. */
export function ContactPage() {
  const { productName, supportEmail } = useProductConfig();
  return (
    <article className="shl-contact" aria-labelledby="shl-contact-title">
      <header className="shl-contact__head">
        <h1 id="shl-contact-title">Contact us</h1>
        <p>
          Questions about an order, an artwork, selling on {productName} or your account? Write to us, a person will
          answer.
        </p>
      </header>

      <section className="shl-contact__card" aria-labelledby="shl-contact-email">
        <h2 id="shl-contact-email">E-mail</h2>
        <a className="shl-contact__email" href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>
        <p className="shl-contact__time">We reply within one business day, Monday to Friday; usually much sooner.</p>
      </section>

      <section className="shl-contact__section" aria-labelledby="shl-contact-include">
        <h2 id="shl-contact-include">What to include</h2>
        <ul>
          <li>The e-mail address of your account, if you have one.</li>
          <li>For an order: the order number from your confirmation e-mail.</li>
          <li>For an artwork or an artist: the link to its page.</li>
          <li>What happened and what you expected, with a screenshot if something looks wrong.</li>
          <li>For a damaged delivery: photos of the work and of the packaging, within 48 hours of delivery.</li>
        </ul>
        <p className="shl-contact__warning">Never send your password or card number: we will never ask for them.</p>
      </section>

      <section className="shl-contact__section" aria-labelledby="shl-contact-faster">
        <h2 id="shl-contact-faster">Maybe faster</h2>
        <ul>
          <li>
            Locked out? <Link to="/forget-password">Reset your password</Link>.
          </li>
          <li>
            A question for an artist about their work? Use the message button on the artwork or artist page: it goes
            straight to them.
          </li>
          <li>
            Returns, offers and fees are explained in our <Link to="/terms">Terms of Service</Link>; your data in our{' '}
            <Link to="/privacy">Privacy Policy</Link>.
          </li>
        </ul>
      </section>
    </article>
  );
}
