import type { ComponentCopy } from '../components.messages';

/** Component copy, tr-TR. */
const copy: ComponentCopy<'tr-TR'> = {
  validation: {
    defaultMessage: '{field} geçerli değil.',
    required: '{field} zorunlu bir alandır.',
    email: 'Lütfen geçerli bir e-posta adresi girin.',
    maxLength: {
      one: '{field} en fazla {count} karakter olabilir.',
      other: '{field} en fazla {count} karakter olabilir.',
    },
    minLength: {
      one: '{field} en az {count} karakter olmalıdır.',
      other: '{field} en az {count} karakter olmalıdır.',
    },
    nameCharacters: '{field} geçersiz karakterler içeriyor.',
    noUrl: '{field} internet adresi içeremez.',
    digits: '{field} yalnızca rakam içerebilir.',
  },
  required: 'zorunlu alan',
  requiredLegend: '* ile işaretli alanların doldurulması zorunludur.',
  loading: 'Yükleniyor...',
  close: 'Kapat',
  opensInNewTab: '(yeni sekmede açılır)',
  textSlider: { more: 'Daha fazla göster', less: 'Daha az göster' },
  passwordStrength: { label: 'Şifre gücü', weak: 'zayıf', ok: 'yeterli', strong: 'güçlü', veryStrong: 'çok güçlü' },
  showPassword: 'Şifreyi göster',
  hidePassword: 'Şifreyi gizle',
  notificationTypes: { info: 'Bilgi', success: 'Başarılı', error: 'Hata', warning: 'Uyarı' },
  catalogue: {
    title: 'Bileşenler',
    intro: 'Mağazanın ortak bileşenleri: her bileşen her durumuyla, incelemek ve denemek için.',
    sections: {
      buttons: 'Düğmeler', links: 'Metin bağlantıları', inputs: 'Giriş alanları', selects: 'Seçim listesi',
      choices: 'Onay kutusu ve seçenek düğmeleri', notifications: 'Bildirimler', expansion: 'Açılır paneller',
      textSlider: 'Açılır metin', modal: 'İletişim penceresi', form: 'Doğrulamalı form',
    },
    states: {
      default: 'Varsayılan', valid: 'Geçerli', error: 'Hata', disabled: 'Devre dışı', loading: 'Yükleniyor',
      controlled: 'Kontrollü', single: 'Aynı anda tek panel açık', multiple: 'Birden fazla panel (multiple)',
      preventCloseLast: 'Son açık panel açık kalır',
    },
    demo: {
      addToCart: 'Sepete ekle', clicked: 'Tıklama: {count}', internalLink: 'Mağaza bul',
      externalLink: 'Sürdürülebilirlik raporu', unsafeLink: 'Güvenli olmayan bağlantı (hedefsiz gösterilir)',
      mailLink: 'Müşteri hizmetlerine yazın',
      firstName: 'Ad', email: 'E-posta adresi', password: 'Şifre', quantity: 'Adet', iban: 'IBAN',
      emailHint: 'Adresinizi asla üçüncü kişilerle paylaşmayız.', quantityHint: 'Yalnızca rakam, en fazla 3.',
      invalidEmail: 'Lütfen geçerli bir e-posta adresi girin.',
      country: 'Ülke', choose: 'Lütfen seçin', countries: ['Almanya', 'Avusturya', 'İsviçre', 'Polonya', 'Çekya', 'Macaristan', 'Slovakya', 'Türkiye'],
      salutation: 'Hitap', salutations: ['Bayan', 'Bay', 'Diğer'],
      delivery: 'Teslimat', deliveryOptions: ['Standart teslimat', 'Hızlı teslimat', 'Tıkla ve Al (mevcut değil)'],
      newsletterConsent: 'Bülteni almak istiyorum.', termsConsent: 'Satış koşullarını kabul ediyorum.',
      termsError: 'Lütfen satış koşullarını kabul edin.',
      notificationTitle: 'Bilmekte fayda var', info: 'Sepetiniz 30 gün saklanır.', success: 'Ürün sepetinize eklendi.',
      warning: 'Stokta yalnızca 2 adet kaldı.', error: 'Ödeme tamamlanamadı.',
      bannerText: '1000 TL üzeri siparişlerde kargo bedava.', showBannerAgain: 'Afişi yeniden göster',
      panels: [
        { title: 'Kargo', text: 'Siparişleriniz 1-2 iş günü içinde kargoya verilir.' },
        { title: 'İade', text: '90 gün içinde ücretsiz iade ve değişim.' },
        { title: 'Ödeme', text: 'Kredi kartı, banka kartı veya havale ile ödeyin.' },
        { title: 'Hediye kartı (mevcut değil)', text: 'Hediye kartları şu anda mevcut değildir.' },
      ],
      sliderText: 'Kahvemiz tamburda, düşük sıcaklıkta yavaşça kavrulur. Bu zaman alır, ancak çekirdeklere az asitli, yuvarlak ve yumuşak bir aroma kazandırır. Her kavurma, paketlenip size taze gönderilmeden önce kavurma ustalarımız tarafından tadılır.',
      openModal: 'Beden tablosunu aç', modalTitle: 'Beden tablosu', modalText: 'Göğüs ve bel çevrenizi ölçün ve değerleri en yakın olan bedeni seçin.',
      apply: 'Uygula', cancel: 'İptal',
      submit: 'Gönder', formValid: 'Tüm bilgiler geçerli.',
    },
  },
};
export default copy;
