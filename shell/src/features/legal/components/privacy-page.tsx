import { Link } from 'react-router-dom';
import { useProductConfig } from '@easel/ui';
import { LegalPage, type LegalSection } from './legal-page';

const UPDATED = '21 November 2026';

function privacySections(product: string, email: string): LegalSection[] {
  const mail = <a href={`mailto:${email}`}>{email}</a>;
  return [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: (
        <p>
          {product} runs this marketplace and community for original art and is responsible for the personal data
          described here. For anything about your data, write to {mail}.
        </p>
      ),
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      body: (
        <>
          <h3>What you give us</h3>
          <ul>
            <li>
              Your account: first and last name, e-mail address, password (stored only as a slow, salted hash we cannot
              read back), and whether you joined as a collector or an artist.
            </li>
            <li>
              Your artist profile, if you publish: artist name, avatar, Instagram handle, the texts and images of your
              artist page, and your artworks with their descriptions and prices.
            </li>
            <li>
              What you do here: bookmarks, cart, upvotes, comments, messages to artists, offers, commission requests and
              order requests, including a WhatsApp number if you choose to give one.
            </li>
            <li>Orders: the shipping name, e-mail and address you enter at checkout and what you bought.</li>
          </ul>
          <h3>What we receive from others</h3>
          <ul>
            <li>
              If you sign in with Google: your name, e-mail address and profile picture (the scopes openid, profile and
              email). We never see your Google password.
            </li>
            <li>
              From our payment provider: whether a card payment succeeded. Card numbers go straight to the provider; we
              never store them.
            </li>
          </ul>
          <h3>What your browser sends</h3>
          <ul>
            <li>A random visitor id computed in your browser, so that each person votes once in The Weekly Pulse.</li>
            <li>Technical logs (IP address, time, page, request id), used to keep the service secure and working.</li>
            <li>
              In your browser&apos;s local storage we keep your login token, your profile, a guest cart and guest
              bookmarks, and your light or dark theme. We use no advertising or tracking cookies.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'how-we-use-it',
      title: 'How we use it',
      body: (
        <ul>
          <li>To run your account and show your artist page and artworks (our contract with you).</li>
          <li>
            To take payments, pass your order, offer or request to the artist and send you confirmations (our contract
            with you).
          </li>
          <li>
            To send e-mails you need: password reset links, order and shipping updates. Newsletters only if you
            subscribe to an artist, and every one has a way out.
          </li>
          <li>To prevent fraud, spam and vote manipulation, and to secure the service (our legitimate interest).</li>
          <li>To meet tax, accounting and other legal duties.</li>
        </ul>
      ),
    },
    {
      id: 'who-sees-it',
      title: 'Who sees it',
      body: (
        <>
          <ul>
            <li>
              Everyone: what you publish on purpose, such as an artist page, artworks, comments and your display name
              next to them.
            </li>
            <li>
              The artist you buy from, make an offer to or message: what they need to answer and deliver, such as your
              name, e-mail and shipping address.
            </li>
            <li>
              Our service providers, under contract and only for us: hosting, e-mail delivery, card payments and, if you
              use it, Google sign-in.
            </li>
            <li>Authorities, when the law requires it.</li>
          </ul>
          <p>We do not sell your personal data, and we do not share it for advertising.</p>
        </>
      ),
    },
    {
      id: 'how-long',
      title: 'How long we keep it',
      body: (
        <ul>
          <li>Account and profile data: while your account is open, and deleted within 30 days after you close it.</li>
          <li>Orders and payments: as long as tax and accounting law requires, usually up to 10 years.</li>
          <li>Technical logs: 30 days. Password reset links: they expire after one hour and work once.</li>
        </ul>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: (
        <>
          <p>
            You can ask us for a copy of your data, to correct it, to delete it, to restrict or object to its use, and
            to receive it in a portable format. You can change most of your profile yourself. Write to {mail} from the
            address of your account and we will answer within one month.
          </p>
          <p>If you think we handle your data wrongly, you may also complain to your data protection authority.</p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'Security',
      body: (
        <p>
          Connections are encrypted, passwords are hashed, and login tokens are signed and expire. Logging out ends your
          token on the server, and changing your password signs out every other device. No system is perfect: if you
          notice anything suspicious, tell us at {mail}.
        </p>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      body: (
        <p>
          {product} is not meant for children. You must be at least 16 to open an account, and of legal age where you
          live to buy or sell.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          When we change this policy we update the date above; for important changes we also tell you by e-mail or on
          the site before they apply. See also our <Link to="/terms">Terms of Service</Link>.
        </p>
      ),
    },
  ];
}

/** /privacy: the privacy policy, with the deployment's product name and support e-mail. */
export function PrivacyPage() {
  const { productName, supportEmail } = useProductConfig();
  return (
    <LegalPage
      title="Privacy Policy"
      updated={UPDATED}
      intro={
        <p>
          This policy explains what personal data {productName} collects when you browse, collect or sell art here, why,
          who gets to see it and the choices you have. Questions are welcome at{' '}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a> or on our <Link to="/contact">contact page</Link>.
        </p>
      }
      sections={privacySections(productName, supportEmail)}
    />
  );
}
