/**
 * The wording of the player's notifications, filled in when they are read so a player who
 * switches language reads all of them in the new one. {amount} is lira as the shared formatter
 * writes it (machines/shared/format.ts), {method} the payment method's name, {reason} why it
 * was refused (reasonIn of server/cashier/reasons.ts), {ticket} a ticket number, {ip} the
 * address a login came from.
 */
import type { Lang } from '../../machines/shared/contract.ts';

type Named = Record<Lang, string>;

export const NOTIFICATION_KINDS = [
  'deposit_pending',
  'deposit_completed',
  'deposit_rejected',
  'deposit_expired',
  'withdrawal_pending',
  'withdrawal_approved',
  'withdrawal_paid',
  'withdrawal_rejected',
  'withdrawal_cancelled',
  'ticket_earned',
  'login_new_device',
  'password_changed',
  'authenticator_on',
  'authenticator_off',
  'sms_factor_on',
  'sms_factor_off',
  'passkey_added',
  'passkey_removed',
  'passkey_revoked',
  'passkey_step_up',
  'passkey_login_new_device',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_TEXTS: Record<NotificationKind, { title: Named; message: Named }> = {
  deposit_pending: {
    title: { tr: 'Para yatırma talebiniz alındı', en: 'Your deposit request was received' },
    message: {
      tr: '{method} ile {amount} tutarındaki para yatırma talebiniz işleme alındı.',
      en: 'Your deposit of {amount} by {method} is being processed.',
    },
  },
  deposit_completed: {
    title: { tr: 'Para yatırma işleminiz tamamlandı', en: 'Your deposit is complete' },
    message: {
      tr: '{method} ile yatırdığınız {amount} hesabınıza eklendi.',
      en: 'Your deposit of {amount} by {method} was added to your balance.',
    },
  },
  deposit_rejected: {
    title: { tr: 'Para yatırma talebiniz reddedildi', en: 'Your deposit was rejected' },
    message: {
      tr: '{method} ile {amount} tutarındaki para yatırma talebiniz reddedildi. Neden: {reason}',
      en: 'Your deposit of {amount} by {method} was rejected. Reason: {reason}',
    },
  },
  deposit_expired: {
    title: { tr: 'Para yatırma talebinizin süresi doldu', en: 'Your deposit request expired' },
    message: {
      tr: '{method} ile {amount} tutarındaki ödeme zamanında tamamlanmadı; bakiyenizden bir şey düşülmedi.',
      en: 'The payment of {amount} by {method} was not completed in time; nothing was taken from your balance.',
    },
  },
  withdrawal_pending: {
    title: { tr: 'Para çekme talebiniz alındı', en: 'Your withdrawal request was received' },
    message: {
      tr: '{method} ile {amount} tutarındaki para çekme talebiniz onay bekliyor.',
      en: 'Your withdrawal of {amount} by {method} is waiting for approval.',
    },
  },
  withdrawal_approved: {
    title: { tr: 'Para çekme talebiniz onaylandı', en: 'Your withdrawal was approved' },
    message: {
      tr: '{method} ile {amount} tutarındaki para çekme talebiniz onaylandı; ödeme yakında yapılacak.',
      en: 'Your withdrawal of {amount} by {method} was approved; it will be paid soon.',
    },
  },
  withdrawal_paid: {
    title: { tr: 'Para çekme işleminiz ödendi', en: 'Your withdrawal was paid' },
    message: {
      tr: '{method} ile çektiğiniz {amount} hesabınıza gönderildi.',
      en: 'Your withdrawal of {amount} by {method} was sent to your account.',
    },
  },
  withdrawal_rejected: {
    title: { tr: 'Para çekme talebiniz reddedildi', en: 'Your withdrawal was rejected' },
    message: {
      tr: '{method} ile {amount} tutarındaki para çekme talebiniz reddedildi ve tutar bakiyenize iade edildi. Neden: {reason}',
      en: 'Your withdrawal of {amount} by {method} was rejected and the amount returned to your balance. Reason: {reason}',
    },
  },
  withdrawal_cancelled: {
    title: { tr: 'Para çekme talebiniz iptal edildi', en: 'Your withdrawal was cancelled' },
    message: {
      tr: '{method} ile {amount} tutarındaki para çekme talebiniz iptal edildi ve tutar bakiyenize iade edildi.',
      en: 'Your withdrawal of {amount} by {method} was cancelled and the amount returned to your balance.',
    },
  },
  ticket_earned: {
    title: { tr: 'Yılbaşı çekiliş biletiniz hazır', en: 'Your New Year lottery ticket' },
    message: {
      tr: '{amount} tutarındaki yatırımınız size {ticket} numaralı çekiliş biletini kazandırdı.',
      en: 'Your deposit of {amount} earned you lottery ticket {ticket}.',
    },
  },
  // Security notices (ASVS 2.2.3, 2.5.5): each says what to do when it was not the player.
  login_new_device: {
    title: { tr: 'Yeni bir cihazdan giriş yapıldı', en: 'Sign-in from a new device' },
    message: {
      tr: 'Hesabınıza daha önce görmediğimiz bir tarayıcıdan, {ip} adresinden şifrenizle giriş yapıldı. Siz değilseniz hemen şifrenizi değiştirin ve canlı destekle iletişime geçin.',
      en: 'Your password was used to sign in from a browser we had not seen before, at the address {ip}. If it was not you, change your password at once and contact live support.',
    },
  },
  password_changed: {
    title: { tr: 'Şifreniz değiştirildi', en: 'Your password was changed' },
    message: {
      tr: 'Hesabınızın şifresi değiştirildi. Bunu siz yapmadıysanız hemen canlı destekle iletişime geçin.',
      en: 'The password of your account was changed. If you did not do this, contact live support at once.',
    },
  },
  authenticator_on: {
    title: { tr: 'Doğrulama uygulaması açıldı', en: 'Authenticator switched on' },
    message: {
      tr: 'Girişlerde artık doğrulama uygulamanızın kodu istenecek. Bunu siz yapmadıysanız hemen canlı destekle iletişime geçin.',
      en: 'Sign-ins now ask for the code of your authenticator app. If you did not do this, contact live support at once.',
    },
  },
  authenticator_off: {
    title: { tr: 'Doğrulama uygulaması kapatıldı', en: 'Authenticator switched off' },
    message: {
      tr: 'Girişlerde artık doğrulama uygulamanızın kodu istenmeyecek. Bunu siz yapmadıysanız hemen şifrenizi değiştirin ve canlı destekle iletişime geçin.',
      en: 'Sign-ins no longer ask for the code of your authenticator app. If you did not do this, change your password at once and contact live support.',
    },
  },
  sms_factor_on: {
    title: { tr: 'SMS doğrulaması açıldı', en: 'SMS verification switched on' },
    message: {
      tr: 'Girişlerde artık telefonunuza gönderilen kod istenecek. Bunu siz yapmadıysanız hemen canlı destekle iletişime geçin.',
      en: 'Sign-ins now ask for a code sent to your phone. If you did not do this, contact live support at once.',
    },
  },
  sms_factor_off: {
    title: { tr: 'SMS doğrulaması kapatıldı', en: 'SMS verification switched off' },
    message: {
      tr: 'Girişlerde artık telefonunuza kod gönderilmeyecek. Bunu siz yapmadıysanız hemen şifrenizi değiştirin ve canlı destekle iletişime geçin.',
      en: 'Sign-ins no longer send a code to your phone. If you did not do this, change your password at once and contact live support.',
    },
  },
  // Passkeys: {name} is the passkey's name; a step-up's {change_tr} and {change_en} name the
  // change it approved (server/accounts/passkey-notices.ts).
  passkey_added: {
    title: { tr: 'Hesabınıza Passkey eklendi', en: 'A passkey was added to your account' },
    message: {
      tr: '“{name}” adlı Passkey hesabınıza eklendi; artık onunla giriş yapabilir ve işlemlerinizi onaylayabilirsiniz. Bunu siz yapmadıysanız hemen şifrenizi değiştirin, bu Passkey kaydını silin ve canlı destekle iletişime geçin.',
      en: 'The passkey “{name}” was added to your account; it can now sign you in and approve your changes. If you did not do this, change your password at once, remove this passkey and contact live support.',
    },
  },
  passkey_removed: {
    title: { tr: 'Hesabınızdan bir Passkey kaldırıldı', en: 'A passkey was removed' },
    message: {
      tr: '“{name}” adlı Passkey hesabınızdan kaldırıldı. Bunu siz yapmadıysanız hemen şifrenizi değiştirin ve canlı destekle iletişime geçin.',
      en: 'The passkey “{name}” was removed from your account. If you did not do this, change your password at once and contact live support.',
    },
  },
  passkey_revoked: {
    title: { tr: 'Bir Passkey destek ekibimizce kaldırıldı', en: 'Support removed a passkey' },
    message: {
      tr: '“{name}” adlı Passkey destek ekibimiz tarafından hesabınızdan kaldırıldı; artık onunla giriş yapılamaz. Sorularınız için canlı destekle iletişime geçin.',
      en: 'Our support team removed the passkey “{name}” from your account; it can no longer sign you in. Contact live support with any questions.',
    },
  },
  passkey_step_up: {
    title: { tr: 'Passkey ile bir işlem onaylandı', en: 'A change was approved with your passkey' },
    message: {
      tr: '“{name}” adlı Passkey ile {change_tr} onaylandı. Bunu siz yapmadıysanız hemen canlı destekle iletişime geçin.',
      en: 'Your passkey “{name}” was used to approve {change_en}. If it was not you, contact live support at once.',
    },
  },
  passkey_login_new_device: {
    title: {
      tr: 'Yeni bir cihazdan Passkey ile giriş yapıldı',
      en: 'Passkey sign-in from a new device',
    },
    message: {
      tr: 'Hesabınıza daha önce görmediğimiz bir tarayıcıdan, {ip} adresinden “{name}” adlı Passkey ile giriş yapıldı. Siz değilseniz hemen canlı destekle iletişime geçin.',
      en: 'Your passkey “{name}” was used to sign in from a browser we had not seen before, at the address {ip}. If it was not you, contact live support at once.',
    },
  },
};

/** Fills a text's {name} placeholders; an unknown one stays as written. */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
