import type { LayoutMessages } from '../layout.messages';

/** Shell copy, tr-TR. */
const copy: LayoutMessages = {
  shopName: 'Bohne & Haus',
  skipToContent: 'Ana içeriğe geç',
  homeTitle: "Bohne & Haus'a hoş geldiniz",
  homeIntro: 'Kahve, moda, ev ve spor – her hafta yeni bir dünya.',
  contentPageTitle: 'İçerik sayfası',
  contentPageText: 'Bu sayfa ({path}) yerel önizlemede mevcut değil. Mağazada burada CMS içeriği görünür.',
  backToHome: 'Ana sayfaya dön',
  componentsLink: 'Bileşenler',
  metaDescription: 'Bohne & Haus: kahve, moda, ev ve spor ürünleri online – müşteri kartı, tıkla ve al ve bülten indirimi ile.',
  notFoundTitle: 'Sayfa bulunamadı',
  notFoundText: 'Bu sayfa ({path}) mevcut değil. Ana sayfa size yardımcı olabilir.',
};
export default copy;
