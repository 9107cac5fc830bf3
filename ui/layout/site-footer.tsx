import { useMessages } from '../app/storefront-context';

/** The footer area. (Issue 4 fills it with the CMS-driven footer.) */
export const SiteFooter = () => {
  const copy = useMessages('layout');
  return (
    <footer className="site-footer">
      <p className="site-footer__brand">{copy.shopName}</p>
    </footer>
  );
};
