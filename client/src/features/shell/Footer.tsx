import { Link, useLocation } from 'react-router';
import { it } from '../../i18n/it';
import { privacySettingsStore } from '../../state/cookieConsent';
import * as s from './Shell.css';

const HOW_IT_WORKS_URL = 'https://blog.festalocation.it/come-funziona';
const BLOG_URL = 'https://blog.festalocation.it';
const SOCIALS = [
  { label: 'Instagram', href: 'https://www.instagram.com/festalocation' },
  { label: 'Facebook', href: 'https://www.facebook.com/festalocation' },
  { label: 'TikTok', href: 'https://www.tiktok.com/@festalocation' },
];

/** Legal pages return to where the person came from via `?from=`. */
function fromParam(pathname: string) {
  return encodeURIComponent(pathname.replace(/^\//, ''));
}

export function Footer() {
  const { pathname } = useLocation();
  // The location page keeps the footer but not its navigation links.
  const hideNav = pathname.startsWith('/location/');
  const from = fromParam(pathname);
  return (
    <footer className={s.footer}>
      <div className={s.footerInner}>
        {!hideNav && (
          <nav className={s.footerNav} aria-label="Footer">
            <Link to="/">{it.footer.home}</Link>
            <a href={HOW_IT_WORKS_URL} target="_blank" rel="noreferrer">
              {it.footer.howItWorks}
            </a>
            <Link to="/about-us">{it.footer.aboutUs}</Link>
            <a href={BLOG_URL} target="_blank" rel="noreferrer">
              {it.footer.blog}
            </a>
            <Link to={`/terms-and-conditions?from=${from}`}>{it.footer.terms}</Link>
            <Link to={`/privacy-policy?from=${from}`}>{it.footer.privacy}</Link>
            <Link to={`/accessibility-declaration?from=${from}`}>{it.footer.accessibility}</Link>
            {/* The consent's second layer: choices can be changed or withdrawn from any page. */}
            <button type="button" onClick={() => privacySettingsStore.set({ open: true })}>
              {it.footer.privacySettings}
            </button>
          </nav>
        )}
        {!hideNav && (
          <nav className={s.footerNav} aria-label={it.footer.social}>
            {SOCIALS.map((x) => (
              <a key={x.label} href={x.href} target="_blank" rel="noreferrer">
                {x.label}
              </a>
            ))}
          </nav>
        )}
        <p className={s.small}>{it.footer.legal}</p>
        <p className={s.small}>{it.footer.cofunding}</p>
        <p className={s.small}>{it.footer.copyright}</p>
      </div>
    </footer>
  );
}
