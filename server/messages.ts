import { DEFAULT_LANG, LANGUAGES, type Lang } from '../machines/shared/contract.ts';
import { V, type ValidationMessage } from '../machines/shared/validation/messages.ts';

/** Every message the server sends, in both languages (spec §8 wording where it has one). */
const MESSAGES = {
  success: { tr: 'İşlem Başarılı', en: 'Operation Successful' },
  maintenance: { tr: 'Site Bakima Alindi', en: 'Site is under maintenance' },
  maintenanceNotice: {
    tr: 'Sitemiz planlı bakım çalışması nedeniyle kısa bir süre hizmet veremeyecektir. Anlayışınız için teşekkür ederiz.',
    en: 'Our site is briefly unavailable for scheduled maintenance. Thank you for your patience.',
  },
  serverError: {
    tr: 'Bazı sorunlar yaşıyoruz, lütfen daha sonra tekrar deneyin',
    en: 'We are having some problems, please try again later',
  },
  malformedJson: {
    tr: 'İstek gövdesi geçerli bir JSON nesnesi değil',
    en: 'The request body is not a valid JSON object',
  },
  bodyTooLarge: { tr: 'İstek gövdesi çok büyük', en: 'The request body is too large' },
  badRequest: { tr: 'Geçersiz istek', en: 'Invalid request' },
  badApi: {
    tr: "'api.class' ve 'api.method' metin olarak gönderilmelidir",
    en: "'api.class' and 'api.method' must be sent as strings",
  },
  badData: { tr: "'data' bir nesne olmalıdır", en: "'data' must be an object" },
  nulCharacter: {
    tr: 'İstek, metinlerde kullanılamayan bir karakter (U+0000) içeriyor',
    en: 'The request holds a character text cannot contain (U+0000)',
  },
  badUser: {
    tr: "'user' oturum bilgisi geçersiz: {field} alanı metin olmalıdır",
    en: "Invalid 'user' session context: field {field} must be a string",
  },
  unknownClass: { tr: 'Bilinmeyen servis: {name}', en: 'Unknown class: {name}' },
  unknownMethod: { tr: 'Bilinmeyen metot: {name}', en: 'Unknown method: {name}' },
  sessionExpired: { tr: 'Oturum süresi doldu', en: 'Session expired' },
  notFound: { tr: 'Kayıt Bulunamadı', en: 'Record not found' },
  fieldRequired: { tr: "Zorunlu alan eksik: '{field}'", en: "Required field missing: '{field}'" },
  fieldType: {
    tr: "'{field}' alanının türü hatalı: {type} olmalıdır",
    en: "Field '{field}' has the wrong type: it must be a {type}",
  },
  fieldOneOf: {
    tr: "'{field}' alanı için geçersiz değer; izin verilenler: {values}",
    en: "Invalid value for field '{field}'; allowed: {values}",
  },
  fieldRange: {
    tr: "'{field}' alanı için geçersiz değer: {rule}",
    en: "Invalid value for field '{field}': {rule}",
  },
  ruleMin: { tr: 'en az {min} olmalıdır', en: 'must be at least {min}' },
  ruleMax: { tr: 'en fazla {max} olmalıdır', en: 'must be at most {max}' },
  ruleInteger: { tr: 'tam sayı olmalıdır', en: 'must be an integer' },
  ruleDate: { tr: 'geçerli bir ISO tarih olmalıdır', en: 'must be a valid ISO date' },
  ruleInvalid: { tr: 'geçersiz', en: 'invalid' },
  typeString: { tr: 'metin', en: 'string' },
  typeNumber: { tr: 'sayı', en: 'number' },
  typeBoolean: { tr: 'mantıksal değer', en: 'boolean' },
  typeObject: { tr: 'nesne', en: 'object' },
  typeArray: { tr: 'dizi', en: 'array' },
  notAllowed: { tr: 'Bu işlem için yetkiniz yok', en: 'You are not authorized to do this' },
  routeNotFound: { tr: 'Adres bulunamadı', en: 'Route not found' },
  jsonRequired: {
    tr: 'İstek JSON olarak gönderilmelidir (Content-Type: application/json)',
    en: 'The request must be sent as JSON (Content-Type: application/json)',
  },
  panelRequired: { tr: 'İstek başlığı eksik: panel', en: 'Missing request header: panel' },
  reservedKey: {
    tr: 'İstekte izin verilmeyen bir alan adı var (ör. __proto__, constructor, toString)',
    en: 'The request holds a field name that is not allowed (e.g. __proto__, constructor, toString)',
  },
  tooDeep: {
    tr: 'İstek çok iç içe: en fazla 32 düzey olabilir',
    en: 'The request is nested too deeply: at most 32 levels',
  },
  valueOutOfRange: {
    tr: 'Gönderilen değerlerden biri geçerli aralığın ya da biçimin dışında',
    en: 'One of the values sent is outside the allowed range or form',
  },
  originNotAllowed: {
    tr: 'Bu adresten gelen isteklere izin verilmiyor',
    en: 'Requests from this origin are not allowed',
  },

  // Class `user`.
  loginFailed: { tr: 'Giriş Başarısız', en: 'Login Failed' },
  inactiveAccount: { tr: 'İnaktif hesap', en: 'Inactive account' },
  tooManyAttempts: {
    tr: 'Çok fazla deneme. Lütfen {minutes} dakika sonra tekrar deneyin.',
    en: 'Too many attempts. Please try again in {minutes} minutes.',
  },
  tooManyAttemptsSeconds: {
    tr: 'Çok fazla deneme. Lütfen {seconds} saniye sonra tekrar deneyin.',
    en: 'Too many attempts. Please try again in {seconds} seconds.',
  },
  // Every registration that passed validation gets one of these two (which one depends on the
  // start, never on the details): the e-mail says whether an account was opened, and why not.
  registrationReceived: {
    tr: 'Kaydınız alındı ve sonucunu e-posta adresinize gönderdik. Hesabınız açıldıysa kullanıcı adınız ve şifrenizle hemen giriş yapabilirsiniz; açılamadıysa nedenini e-postada bulursunuz.',
    en: 'Your registration has been received and we have e-mailed you the outcome. If your account was opened, you can log in at once with your username and password; if not, the e-mail says why.',
  },
  registrationReceivedNoMail: {
    tr: 'Kaydınız alındı. Hesabınız açıldıysa kullanıcı adınız ve şifrenizle hemen giriş yapabilirsiniz. Şu anda e-posta gönderemiyoruz: giriş yapamazsanız canlı destekle iletişime geçin.',
    en: 'Your registration has been received. If your account was opened, you can log in at once with your username and password. We cannot send e-mail at the moment: if you cannot log in, contact live support.',
  },
  emailUndeliverable: {
    tr: 'Şu anda e-posta gönderemiyoruz. Lütfen daha sonra tekrar deneyin veya canlı destekle iletişime geçin.',
    en: 'We cannot send e-mail at the moment. Please try again later or contact live support.',
  },
  smsUndeliverable: {
    tr: 'Şu anda SMS gönderemiyoruz. Lütfen daha sonra tekrar deneyin veya canlı destekle iletişime geçin.',
    en: 'We cannot send text messages at the moment. Please try again later or contact live support.',
  },
  usernameTaken: {
    tr: 'Bu kullanıcı adı zaten kullanılıyor',
    en: 'This username is already taken',
  },
  tcknTaken: {
    tr: 'Bu T.C. Kimlik Numarası ile kayıtlı bir hesap zaten var',
    en: 'An account with this T.R. Identity Number already exists',
  },
  loggedOut: { tr: 'Çıkış yapıldı', en: 'You have been logged out' },
  wrongCurrentPassword: { tr: 'Mevcut şifreniz hatalı', en: 'Your current password is incorrect' },
  passwordChanged: { tr: 'Şifreniz değiştirildi', en: 'Your password has been changed' },
  samePassword: {
    tr: 'Yeni şifre mevcut şifrenizden farklı olmalıdır',
    en: 'The new password must differ from your current one',
  },
  usernameChanged: { tr: 'Kullanıcı adınız değiştirildi', en: 'Your username has been changed' },
  emailChanged: {
    tr: 'E-posta adresiniz değiştirildi',
    en: 'Your e-mail address has been changed',
  },
  sameUsername: {
    tr: 'Yeni kullanıcı adı mevcut kullanıcı adınızdan farklı olmalıdır',
    en: 'The new username must differ from your current one',
  },
  sameEmail: {
    tr: 'Yeni e-posta adresi mevcut adresinizden farklı olmalıdır',
    en: 'The new e-mail address must differ from your current one',
  },
  emailChangedMailSubject: {
    tr: 'E-posta adresiniz değiştirildi',
    en: 'Your e-mail address was changed',
  },
  emailChangedMailBody: {
    tr: 'Merhaba {name},\n\nHesabınızın e-posta adresi {email} olarak değiştirildi. Bu bildirimler artık bu adrese gelmeyecek.\n\nBu değişikliği siz yapmadıysanız hemen canlı destekle iletişime geçin.\n\nAnka Casino',
    en: 'Hello {name},\n\nThe e-mail address of your account was changed to {email}. Notices will no longer come to this address.\n\nIf you did not make this change, contact live support at once.\n\nAnka Casino',
  },
  securityMailBody: {
    tr: 'Merhaba {name},\n\n{message}\n\nAnka Casino',
    en: 'Hello {name},\n\n{message}\n\nAnka Casino',
  },
  emailChangeSent: {
    tr: 'Yeni adresinize bir doğrulama bağlantısı gönderdik; e-posta adresiniz bağlantıyı açtığınızda değişecek',
    en: 'We have sent a confirmation link to the new address; your e-mail address changes when you open it',
  },
  emailLinkInvalid: {
    tr: 'E-posta doğrulama bağlantısı geçersiz veya süresi dolmuş',
    en: 'The e-mail confirmation link is invalid or has expired',
  },
  emailConfirmMailSubject: {
    tr: 'Yeni e-posta adresinizi doğrulayın',
    en: 'Confirm your new e-mail address',
  },
  emailConfirmMailBody: {
    tr: 'Merhaba {name},\n\nAnka Casino hesabınızın e-posta adresini bu adres yapmak için bu bağlantıyı {hours} saat içinde açın:\n{link}\n\nBu isteği siz yapmadıysanız bu e-postayı dikkate almayın.\n\nAnka Casino',
    en: 'Hello {name},\n\nTo make this the e-mail address of your Anka Casino account, open this link within {hours} hours:\n{link}\n\nIf you did not ask for this, ignore this e-mail.\n\nAnka Casino',
  },
  emailChangeRequestedMailSubject: {
    tr: 'E-posta adresinizi değiştirme isteği',
    en: 'A request to change your e-mail address',
  },
  emailChangeRequestedMailBody: {
    tr: 'Merhaba {name},\n\nHesabınızın e-posta adresini {email} yapmak için bir istek alındı. Değişiklik, yeni adrese gönderilen bağlantı açıldığında geçerli olur.\n\nBu isteği siz yapmadıysanız şifrenizi hemen değiştirin (değişiklik böylece iptal olur) ve canlı destekle iletişime geçin.\n\nAnka Casino',
    en: 'Hello {name},\n\nWe were asked to change the e-mail address of your account to {email}. The change takes effect when the link sent to the new address is opened.\n\nIf you did not ask for this, change your password at once (which cancels the change) and contact live support.\n\nAnka Casino',
  },
  emailInUseMailSubject: {
    tr: 'Hesabınızın e-posta adresi',
    en: 'The e-mail address of your account',
  },
  emailInUseMailBody: {
    tr: 'Merhaba {name},\n\nBaşka bir Anka Casino hesabı e-posta adresini bu adres yapmak istedi. Bu adres sizin hesabınızda kaldı; hiçbir şey değişmedi.\n\nBu isteği siz yaptıysanız bu adresle kayıtlı hesabınızla giriş yapın. Siz yapmadıysanız bu e-postayı dikkate almayın.\n\nAnka Casino',
    en: 'Hello {name},\n\nAnother Anka Casino account asked to take this as its e-mail address. The address stays with your account; nothing has changed.\n\nIf it was you, log in with the account registered to this address. If it was not, ignore this e-mail.\n\nAnka Casino',
  },
  resetSent: {
    tr: 'Bu e-posta adresi kayıtlıysa şifre sıfırlama bağlantısı gönderildi',
    en: 'If this e-mail address is registered, a password reset link has been sent',
  },
  resetInvalid: {
    tr: 'Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş',
    en: 'The password reset link is invalid or has expired',
  },
  passwordReset: {
    tr: 'Şifreniz yenilendi. Yeni şifrenizle giriş yapabilirsiniz.',
    en: 'Your password has been reset. You can log in with your new password.',
  },
  resetMailSubject: { tr: 'Şifre sıfırlama', en: 'Password reset' },
  resetMailBody: {
    tr: 'Merhaba {name},\n\nŞifrenizi yenilemek için bu bağlantıyı 30 dakika içinde açın:\n{link}\n\nBu isteği siz yapmadıysanız bu e-postayı dikkate almayın.\n\nAnka Casino',
    en: 'Hello {name},\n\nOpen this link within 30 minutes to set a new password:\n{link}\n\nIf you did not ask for this, ignore this e-mail.\n\nAnka Casino',
  },
  wrongCode: { tr: 'Girdiğiniz kod hatalı', en: 'The code you entered is incorrect' },
  smsSent: {
    tr: 'Doğrulama kodu telefonunuza gönderildi',
    en: 'A code has been sent to your phone',
  },
  smsBody: {
    tr: 'Anka Casino doğrulama kodunuz: {code}. Kod 5 dakika geçerlidir.',
    en: 'Your Anka Casino code: {code}. It is valid for 5 minutes.',
  },
  smsLoginBody: {
    tr: 'Anka Casino giriş kodunuz: {code}. Kod 5 dakika geçerlidir; kimseyle paylaşmayın.',
    en: 'Your Anka Casino sign-in code: {code}. It is valid for 5 minutes; share it with no one.',
  },
  smsLimitRaiseBody: {
    tr: 'Anka Casino onay kodunuz: {code}. Limit artırma isteğiniz için 5 dakika geçerlidir; kimseyle paylaşmayın.',
    en: 'Your Anka Casino approval code: {code}. It is valid for 5 minutes for your limit raise; share it with no one.',
  },
  smsBankAccountBody: {
    tr: 'Anka Casino onay kodunuz: {code}. Banka hesabı ekleme veya değiştirme isteğiniz için 5 dakika geçerlidir; kimseyle paylaşmayın.',
    en: 'Your Anka Casino approval code: {code}. It is valid for 5 minutes for adding or changing a bank account; share it with no one.',
  },
  smsWithdrawalBody: {
    tr: 'Anka Casino onay kodunuz: {code}. Yeni banka hesabınıza çekim isteğiniz için 5 dakika geçerlidir; kimseyle paylaşmayın.',
    en: 'Your Anka Casino approval code: {code}. It is valid for 5 minutes for a withdrawal to your new bank account; share it with no one.',
  },
  smsEmailChangeBody: {
    tr: 'Anka Casino onay kodunuz: {code}. E-posta adresinizi değiştirme isteğiniz için 5 dakika geçerlidir; kimseyle paylaşmayın.',
    en: 'Your Anka Casino approval code: {code}. It is valid for 5 minutes for changing your e-mail address; share it with no one.',
  },
  smsPasswordChangeBody: {
    tr: 'Anka Casino onay kodunuz: {code}. Şifrenizi değiştirme isteğiniz için 5 dakika geçerlidir; kimseyle paylaşmayın.',
    en: 'Your Anka Casino approval code: {code}. It is valid for 5 minutes for changing your password; share it with no one.',
  },
  smsFactorOffBody: {
    tr: 'Anka Casino onay kodunuz: {code}. Bir doğrulama yöntemini kapatma isteğiniz için 5 dakika geçerlidir; kimseyle paylaşmayın.',
    en: 'Your Anka Casino approval code: {code}. It is valid for 5 minutes for turning a verification method off; share it with no one.',
  },
  smsCodeRequired: {
    tr: 'Bu işlem için telefonunuza gönderilen 6 haneli kodu girin',
    en: 'Enter the 6-digit code sent to your phone for this operation',
  },
  noSmsFactor: {
    tr: 'Hesabınızda SMS doğrulaması açık değil',
    en: 'SMS verification is not on for your account',
  },
  stepUpRequired: {
    tr: 'Bu işlemi onaylamak için şifrenizi girin',
    en: 'Enter your password to confirm this operation',
  },
  // Passkeys (issue 41): "Passkey" is the Turkish UI word too.
  passkeyRequired: {
    tr: 'Bu işlemi Passkey ile onaylayın',
    en: 'Confirm this operation with your passkey',
  },
  passkeyChallengeInvalid: {
    tr: 'Passkey isteğinin süresi doldu ya da geçersiz; lütfen yeniden deneyin',
    en: 'The passkey request has expired or is no longer valid; please try again',
  },
  passkeyRefused: {
    tr: 'Passkey doğrulanamadı; lütfen yeniden deneyin',
    en: 'The passkey could not be verified; please try again',
  },
  passkeyUnknown: {
    tr: 'Bu Passkey tanınmadı; silinmiş olabilir. Şifrenizle giriş yapabilirsiniz',
    en: 'This passkey is not recognised; it may have been removed. You can sign in with your password',
  },
  passkeyNotYours: {
    tr: 'Bu Passkey hesabınızda kayıtlı değil',
    en: 'This passkey is not registered to your account',
  },
  passkeyCounterMismatch: {
    tr: 'Bu Passkey güvenlik denetiminden geçemediği için reddedildi. Lütfen canlı destekle iletişime geçin',
    en: 'This passkey was refused because it failed a security check. Please contact live support',
  },
  passkeyLimit: {
    tr: 'En fazla {max} Passkey ekleyebilirsiniz; yenisini eklemek için önce birini kaldırın',
    en: 'You can have at most {max} passkeys; remove one to add another',
  },
  passkeyExists: { tr: 'Bu Passkey zaten kayıtlı', en: 'This passkey is already registered' },
  passkeyNotFound: { tr: 'Passkey bulunamadı', en: 'Passkey not found' },
  noPasskey: {
    tr: 'Hesabınızda kayıtlı bir Passkey yok',
    en: 'There is no passkey on your account',
  },
  passkeyAdded: { tr: 'Passkey eklendi', en: 'Passkey added' },
  passkeyRenamed: { tr: 'Passkey adı değiştirildi', en: 'Passkey renamed' },
  passkeyRemoved: { tr: 'Passkey kaldırıldı', en: 'Passkey removed' },
  smsCodeExpired: {
    tr: 'Kodun süresi doldu veya geçersiz; lütfen yeni kod isteyin',
    en: 'The code has expired or is void; please request a new one',
  },
  phoneConfirmed: { tr: 'Telefon numaranız doğrulandı', en: 'Your phone number is confirmed' },
  phoneNotConfirmed: {
    tr: 'SMS doğrulamasını seçmek için önce telefon numaranızı doğrulayın',
    en: 'Confirm your phone number before choosing SMS verification',
  },
  authenticatorIsOn: {
    tr: 'Doğrulama uygulaması açık; önce onu kapatın',
    en: 'The authenticator is on; switch it off first',
  },
  authenticatorOn: {
    tr: 'Doğrulama uygulaması etkinleştirildi',
    en: 'The authenticator is now on',
  },
  authenticatorOff: {
    tr: 'Doğrulama uygulaması kapatıldı',
    en: 'The authenticator is now off',
  },
  authenticatorNotSet: {
    tr: 'Önce bir doğrulama anahtarı oluşturun',
    en: 'Generate an authenticator key first',
  },
  registrationMailSubject: { tr: 'Anka Casino kaydınız', en: 'Your Anka Casino registration' },
  welcomeMailBody: {
    tr: 'Merhaba {name},\n\nAnka Casino hesabınız açıldı. {username} kullanıcı adıyla hemen giriş yapabilirsiniz.\n\nBu kaydı siz yapmadıysanız canlı destekle iletişime geçin.\n\nAnka Casino',
    en: 'Hello {name},\n\nYour Anka Casino account is open. You can log in at once with the username {username}.\n\nIf you did not register, contact live support.\n\nAnka Casino',
  },
  registrationAttemptMailBody: {
    tr: 'Merhaba {name},\n\nBiri bu e-posta adresiyle yeni bir hesap açmaya çalıştı. Siz iseniz mevcut hesabınızla giriş yapın ya da şifrenizi sıfırlayın.\n\nBu isteği siz yapmadıysanız bu e-postayı dikkate almayın.\n\nAnka Casino',
    en: 'Hello {name},\n\nSomeone tried to register a new account with this e-mail address. If it was you, log in with your account or reset your password.\n\nIf it was not you, ignore this e-mail.\n\nAnka Casino',
  },
  registrationIdentityMailBody: {
    tr: 'Merhaba {name},\n\nBiri T.C. Kimlik Numaranızla yeni bir hesap açmaya çalıştı; hesap açılmadı. Siz iseniz mevcut hesabınızla giriş yapın ya da şifrenizi sıfırlayın.\n\nBu isteği siz yapmadıysanız canlı destekle iletişime geçin.\n\nAnka Casino',
    en: 'Hello {name},\n\nSomeone tried to open a new account with your T.R. Identity Number; no account was opened. If it was you, log in with your account or reset your password.\n\nIf it was not you, contact live support.\n\nAnka Casino',
  },
  registrationInUseMailBody: {
    tr: 'Merhaba,\n\nKaydınızı bu bilgilerle tamamlayamadık. Başka bir kullanıcı adıyla yeniden deneyin; zaten bir hesabınız varsa giriş yapın veya şifrenizi sıfırlayın. Sorun sürerse canlı destekle iletişime geçin.\n\nAnka Casino',
    en: 'Hello,\n\nWe could not complete your registration with these details. Try again with another username; if you already have an account, log in or reset your password. If it persists, contact live support.\n\nAnka Casino',
  },
  passwordResetMailSubject: { tr: 'Şifreniz yenilendi', en: 'Your password was reset' },
  passwordResetMailBody: {
    tr: 'Merhaba {name},\n\nHesabınızın şifresi e-postanıza gönderilen bağlantıyla yenilendi. Tüm oturumlar kapatıldı. İki adımlı doğrulamanız açık kaldı: doğrulama uygulamanıza veya telefonunuza erişemiyorsanız canlı destekten sıfırlanmasını isteyin.\n\nBunu siz yapmadıysanız hemen canlı destekle iletişime geçin.\n\nAnka Casino',
    en: 'Hello {name},\n\nThe password of your account was reset with the link sent to your e-mail. Every session was ended. Your two-step verification stays on: if you cannot reach your authenticator app or phone, ask live support to reset it.\n\nIf you did not do this, contact live support at once.\n\nAnka Casino',
  },
  factorResetMailSubject: {
    tr: 'İki adımlı doğrulamanız sıfırlandı',
    en: 'Your two-step verification was reset',
  },
  factorResetMailBody: {
    tr: 'Merhaba {name},\n\nİsteğiniz üzerine destek ekibimiz iki adımlı doğrulamanızı kapattı ve tüm oturumlarınızı sonlandırdı. Giriş yaptıktan sonra profilinizin Güvenlik sekmesinden yeniden açmanızı öneririz.\n\nBunu siz istemediyseniz hemen canlı destekle iletişime geçin.\n\nAnka Casino',
    en: 'Hello {name},\n\nAt your request our support team switched your two-step verification off and ended every session. We suggest you switch it on again from the Security tab of your profile once you are signed in.\n\nIf you did not ask for this, contact live support at once.\n\nAnka Casino',
  },
  phoneChanged: {
    tr: 'Telefon numaranız değiştirildi; doğrulamak için kod isteyin',
    en: 'Your phone number has been changed; ask for a code to confirm it',
  },
  samePhone: {
    tr: 'Yeni telefon numarası mevcut numaranızdan farklı olmalıdır',
    en: 'The new phone number must differ from your current one',
  },
  phoneInUse: {
    tr: 'Bu telefon numarası başka bir hesapta doğrulanmış',
    en: 'This phone number is confirmed on another account',
  },
  favoriteAdded: { tr: 'Favorilere eklendi', en: 'Added to favourites' },
  favoriteRemoved: { tr: 'Favorilerden çıkarıldı', en: 'Removed from favourites' },
  favoritesFull: {
    tr: 'Favori listeniz dolu ({max} oyun)',
    en: 'Your favourites list is full ({max} games)',
  },

  // Classes casino, livecasino, virtualgames, betframe.
  gameNotFound: { tr: 'Oyun bulunamadı', en: 'Game not found' },
  gameTypeNotFound: { tr: 'Bu oyun türü bulunamadı', en: 'This game type was not found' },
  providerMaintenance: {
    tr: 'Oyun sağlayıcısı şu anda bakımda',
    en: 'The game provider is under maintenance',
  },
  searchTooShort: {
    tr: 'Arama yapmak için en az 3 karakter giriniz.',
    en: 'Please enter at least 3 characters to search.',
  },
  searchTooLong: {
    tr: 'Arama en fazla 50 karakter olabilir.',
    en: 'Search can be at most 50 characters.',
  },
  dateRangeOrder: {
    tr: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
    en: 'The end date cannot be before the start date',
  },
  dateRangeTooLong: {
    tr: 'Tarih aralığı en fazla 2 yıl olabilir',
    en: 'The date range can be at most 2 years',
  },

  // Classes finance, envoy, prepayServices; the payment provider's callback; the operator.
  authenticatorCodeRequired: {
    tr: 'Bu işlem için doğrulama uygulamanızdaki 6 haneli kodu girin',
    en: 'Enter the 6-digit code of your authenticator app for this operation',
  },
  idempotencyMismatch: {
    tr: 'Bu işlem anahtarı başka bir istek için kullanıldı',
    en: 'This idempotency key was already used for another request',
  },
  insufficientFunds: {
    tr: 'Girdiğiniz tutar çekilebilir bakiyenizden fazla',
    en: 'The amount is more than your withdrawable balance',
  },
  ibanBankUnknown: {
    tr: 'Bu IBAN bilinen bir bankaya ait değil',
    en: 'This IBAN does not belong to a known bank',
  },
  ibanTaken: { tr: 'Bu IBAN zaten kayıtlı', en: 'This IBAN is already registered' },
  ownerNotPlayer: {
    tr: 'Hesap size ait olmalı: üyelikteki adınızı ve soyadınızı yazın',
    en: 'The account must be yours: write the first and last name of your membership',
  },
  bankAccountBusy: {
    tr: 'Bekleyen çekim talebi olan hesap değiştirilemez veya silinemez',
    en: 'An account with a pending withdrawal cannot be changed or deleted',
  },
  bankAccountAdded: { tr: 'Banka hesabı eklendi', en: 'Bank account added' },
  bankAccountUpdated: { tr: 'Banka hesabı güncellendi', en: 'Bank account updated' },
  bankAccountDeleted: { tr: 'Banka hesabı silindi', en: 'Bank account deleted' },
  depositReceived: {
    tr: 'Yatırım talebiniz alındı; onaylanınca bakiyenize eklenecek',
    en: 'Your deposit request is received; it is credited once approved',
  },
  withdrawalRequested: { tr: 'Çekim talebiniz alındı', en: 'Your withdrawal request is received' },
  withdrawalCancelled: {
    tr: 'Çekim talebiniz iptal edildi; tutar bakiyenize geri eklendi',
    en: 'Your withdrawal request is cancelled; the amount is back in your balance',
  },
  cancelNotAllowed: {
    tr: 'Çekim talepleri iptal edilemez',
    en: 'Withdrawal requests cannot be cancelled',
  },
  notCancellable: {
    tr: 'Yalnızca bekleyen çekim talepleri iptal edilebilir',
    en: 'Only pending withdrawal requests can be cancelled',
  },
  transitionNotAllowed: {
    tr: 'İşlemin şu anki durumunda bu yapılamaz',
    en: "This is not possible in the transaction's current status",
  },
  amountMismatch: {
    tr: 'Tutar işlemin tutarıyla eşleşmiyor',
    en: "The amount does not match the transaction's amount",
  },
  campaignOrder: {
    tr: 'Kampanya bitmeden başlamalı ve çekiliş bitişten önce olamaz',
    en: 'The campaign must start before it ends, and the draw cannot be before the end',
  },
  exportTooLarge: {
    tr: 'Bu aralıkta {limit} satırdan fazla kayıt var; lütfen aralığı daraltın',
    en: 'This range has more than {limit} rows; please choose a shorter range',
  },

  // Class bonus; bonuses in deposits, withdrawals and registration.
  bonusNotFound: { tr: 'Bonus bulunamadı', en: 'Bonus not found' },
  bonusUsed: {
    tr: 'Bu bonusu bu dönem için zaten aldınız',
    en: 'You have already had this bonus for this period',
  },
  bonusActive: {
    tr: 'Aktif bir bonusunuz varken çevrimli yeni bir bonus alınamaz',
    en: 'You cannot take a bonus with wagering while another bonus is active',
  },
  bonusNothingDue: {
    tr: 'Geçen hafta için ödenecek kayıp bonusu yok',
    en: 'There is no loss bonus due for last week',
  },
  bonusNotFirstDeposit: {
    tr: 'Bu bonus yalnızca ilk yatırımda alınabilir',
    en: 'This bonus is only for the first deposit',
  },
  bonusCodeRequired: {
    tr: 'Bu bonus için önce promosyon kodunu girin',
    en: 'Enter the promo code of this bonus first',
  },
  bonusWithDeposit: {
    tr: 'Bu bonus yatırım yaparken seçilir',
    en: 'This bonus is chosen when you make a deposit',
  },
  bonusNotForDeposit: {
    tr: 'Seçtiğiniz bonus bu yatırım için geçerli değil',
    en: 'The bonus you chose does not apply to this deposit',
  },
  bonusGranted: {
    tr: '{amount} bonus hesabınıza eklendi',
    en: '{amount} bonus has been added to your account',
  },
  bonusCashPaid: {
    tr: '{amount} bakiyenize eklendi',
    en: '{amount} has been added to your balance',
  },
  bonusCancelled: {
    tr: 'Bonusunuz iptal edildi; kalan bonus tutarı silindi',
    en: 'Your bonus is cancelled; the bonus money left is removed',
  },
  bonusNotActive: {
    tr: 'Yalnızca aktif bir bonus iptal edilebilir',
    en: 'Only an active bonus can be cancelled',
  },
  promoCodeUnknown: { tr: 'Geçersiz promosyon kodu', en: 'Invalid promo code' },
  promoCodeExpired: {
    tr: 'Bu promosyon kodunun süresi dolmuş',
    en: 'This promo code has expired',
  },
  promoCodeUsedUp: {
    tr: 'Bu promosyon kodunun kullanım hakkı dolmuş',
    en: 'This promo code has been used up',
  },
  promoCodeTaken: {
    tr: 'Bu promosyon kodunu zaten kullandınız',
    en: 'You have already used this promo code',
  },
  promoCodeRedeemed: {
    tr: 'Promosyon kodu kabul edildi: {title}',
    en: 'Promo code accepted: {title}',
  },
  bonusForfeitRequired: {
    tr: 'Aktif bonusunuz var: çekim yaparsanız kalan {amount} bonus silinir. Devam etmek için bunu onaylayın.',
    en: 'You have an active bonus: a withdrawal removes the {amount} bonus left. Confirm this to go on.',
  },
  bonusWageringIncomplete: {
    tr: 'Aktif bonusunuzun çevrim şartı tamamlanmadan çekim yapılamaz ({wagered} / {required})',
    en: "You cannot withdraw before your active bonus's wagering is complete ({wagered} / {required})",
  },
  // Responsible gambling (server/protection/).
  closedByTimeout: {
    tr: 'Mola süreniz devam ediyor: bu süre içinde oyun oynayamaz ve para yatıramazsınız. Para çekebilir ve geçmişinizi görebilirsiniz.',
    en: 'Your time-out is running: you cannot play or deposit until it ends. You can still withdraw and see your history.',
  },
  closedByPanic: {
    tr: 'Panik butonuyla oyunu durdurdunuz: bu süre içinde oyun oynayamaz ve para yatıramazsınız. Para çekebilir ve geçmişinizi görebilirsiniz.',
    en: 'You stopped play with the panic button: you cannot play or deposit until it ends. You can still withdraw and see your history.',
  },
  closedByExclusion: {
    tr: 'Kendinizi oyundan uzaklaştırdınız: oyun oynayamaz ve para yatıramazsınız. Kalan bakiyenizi çekebilirsiniz.',
    en: 'You have excluded yourself: you cannot play or deposit. You can still withdraw your remaining balance.',
  },
  // Turkish starts its sentence with the period, English names it inside one.
  limitPeriodDay: { tr: 'Günlük', en: 'daily' },
  limitPeriodWeek: { tr: 'Haftalık', en: 'weekly' },
  limitPeriodMonth: { tr: 'Aylık', en: 'monthly' },
  depositLimitReached: {
    tr: '{period} para yatırma limitiniz {limit}; bu dönemde en fazla {left} daha yatırabilirsiniz.',
    en: 'Your {period} deposit limit is {limit}; you can deposit at most {left} more in this period.',
  },
  lossLimitReached: {
    tr: '{period} kayıp limitiniz {limit}; bu dönemde en fazla {left} daha kaybedebilirsiniz.',
    en: 'Your {period} loss limit is {limit}; you can lose at most {left} more in this period.',
  },
  wagerLimitReached: {
    tr: '{period} bahis limitiniz {limit}; bu dönemde en fazla {left} daha bahis yapabilirsiniz.',
    en: 'Your {period} wager limit is {limit}; you can wager at most {left} more in this period.',
  },
  playTimeReached: {
    tr: 'Bugünkü oyun süreniz doldu. Yarın yeniden oynayabilirsiniz.',
    en: 'Your play time for today is used up. You can play again tomorrow.',
  },
  limitSet: { tr: 'Limitiniz hemen geçerli oldu', en: 'Your limit applies now' },
  limitChangePending: {
    tr: 'Değişiklik {hours} saat sonra onayınızla geçerli olacak',
    en: 'The change can take effect with your confirmation in {hours} hours',
  },
  limitUnchanged: { tr: 'Limitiniz zaten bu', en: 'This is your limit already' },
  limitChangeNotFound: {
    tr: 'Bekleyen bir limit değişikliği yok',
    en: 'There is no pending limit change',
  },
  limitChangeNotDue: {
    tr: 'Bu değişiklik henüz onaylanamaz; {hours} saatlik bekleme süresi dolmadı',
    en: 'This change cannot be confirmed yet; its {hours}-hour wait has not passed',
  },
  limitChangeConfirmed: { tr: 'Yeni limitiniz geçerli oldu', en: 'Your new limit applies now' },
  limitChangeWithdrawn: {
    tr: 'Limit değişikliği geri alındı',
    en: 'The limit change has been withdrawn',
  },
  realityCheckSet: {
    tr: 'Hatırlatma ayarınız kaydedildi',
    en: 'Your reality check setting has been saved',
  },
  timeoutTaken: {
    tr: 'Molanız başladı; oturumunuz kapatıldı',
    en: 'Your time-out has started; you have been signed out',
  },
  exclusionTaken: {
    tr: 'Kendinizi oyundan uzaklaştırdınız; oturumunuz kapatıldı',
    en: 'You have excluded yourself; you have been signed out',
  },
  panicTaken: {
    tr: 'Oyun ve para yatırma {hours} saatliğine durduruldu; oturumunuz kapatıldı',
    en: 'Play and deposits are stopped for {hours} hours; you have been signed out',
  },
  panicNotOffered: {
    tr: 'Panik butonu bu sitede sunulmuyor',
    en: 'The panic button is not offered on this site',
  },
  realityCheckNotOffered: {
    tr: 'Bu hatırlatma aralığı sunulmuyor; şunlardan birini seçin: {minutes} dakika',
    en: 'This reminder interval is not offered; choose one of: {minutes} minutes',
  },
  alreadyClosed: {
    tr: 'Süren bir mola veya uzaklaştırma kısaltılamaz ya da değiştirilemez',
    en: 'A running time-out or exclusion cannot be shortened or changed',
  },
  // The deposit limit offered before money moves, and the account review (RTS 12).
  limitChoiceRequired: {
    tr: 'Para yatırmadan önce bir yatırım limiti belirleyin ya da “Şimdilik limit yok”u seçin',
    en: 'Before you deposit, set a deposit limit or choose “No limit for now”',
  },
  limitDeclined: {
    tr: 'Seçiminiz kaydedildi: şimdilik yatırım limitiniz yok',
    en: 'Your choice is saved: no deposit limit for now',
  },
  reviewAcknowledged: {
    tr: 'Hesap değerlendirmeniz kaydedildi',
    en: 'Your account review is recorded',
  },
  // Class push (server/classes/push.ts).
  pushSubscribed: {
    tr: 'Bu cihazda bildirimler açık',
    en: 'Notifications are on for this device',
  },
  pushUnsubscribed: {
    tr: 'Bu cihazda bildirimler kapatıldı',
    en: 'Notifications are off for this device',
  },
  pushSubscriptionInvalid: {
    tr: 'Bu tarayıcının bildirim aboneliği kullanılamıyor; bildirimleri kapatıp yeniden açın',
    en: "This browser's push subscription cannot be used; switch notifications off and on again",
  },
  pushClosed: {
    tr: 'Molanız veya uzaklaştırmanız sürerken bildirim gönderilmez',
    en: 'No notifications are sent while your time-out or self-exclusion runs',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** Translates key into lang, filling {name} placeholders from params. */
export function t(key: MessageKey, lang: Lang, params?: Record<string, string | number>): string {
  const text = MESSAGES[key][lang];
  // Without values there is nothing to put in: the text as it is, not searched on each answer.
  return params
    ? text.replace(/\{(\w+)\}/g, (whole, name: string) =>
        name in params ? String(params[name]) : whole,
      )
    : text;
}

/** Spec §5: a language is used only when it is exactly two letters and one we serve. */
export function pickLang(value: unknown): Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
    ? (value as Lang)
    : DEFAULT_LANG;
}

/**
 * Texts of the shared validation message ids: spec §5 wording where it has one, otherwise the
 * site's own (src/i18n), so a rule reads the same whichever side checked it.
 */
const VALIDATION_TEXTS = {
  [V.required]: { tr: 'Zorunlu alan', en: 'Required field' },
  [V.email]: { tr: 'Geçerli bir e-posta adresi girin', en: 'Enter a valid e-mail address' },
  [V.phone]: {
    tr: 'Geçerli bir cep telefonu numarası girin (5XX XXX XX XX)',
    en: 'Enter a valid mobile number (5XX XXX XX XX)',
  },
  [V.tckn]: { tr: 'T.C. Kimlik Numarası Hatalı...', en: 'T.R. Identity Number is Incorrect...' },
  [V.adult]: {
    tr: 'Üye olmak için 18 yaşını doldurmuş olmalısınız',
    en: 'You must be at least 18 years old to register',
  },
  [V.birthDate]: { tr: 'Geçerli bir doğum tarihi girin', en: 'Enter a valid birth date' },
  [V.passwordMin]: {
    tr: 'Şifre en az 6 karakter olmalıdır',
    en: 'Password must be at least 6 characters',
  },
  [V.passwordUppercase]: {
    tr: 'Şifre en az bir büyük harf içermelidir',
    en: 'Password must contain at least one uppercase letter',
  },
  [V.passwordNumber]: {
    tr: 'Şifre en az bir rakam içermelidir',
    en: 'Password must contain at least one number',
  },
  [V.passwordsMatch]: { tr: 'Şifreler eşleşmiyor', en: "Passwords don't match" },
  [V.rules]: { tr: 'Kurallar Bölümü Seçilmelidir', en: 'Rules Section Must Be Selected' },
  [V.code]: { tr: 'Kod 6 haneli olmalıdır', en: 'The code must be 6 digits' },
  [V.username]: {
    tr: 'Kullanıcı adı 4-20 karakter olmalı; harf, rakam, nokta ve alt çizgi kullanılabilir',
    en: 'Username must be 4-20 characters: letters, digits, dots and underscores',
  },
  [V.personName]: {
    tr: 'Yalnızca harf, boşluk, kesme işareti, nokta ve tire kullanın',
    en: 'Use letters, spaces, apostrophes, dots and hyphens only',
  },
  [V.country]: { tr: 'Bir ülke seçin', en: 'Select a country' },
  [V.currency]: { tr: 'Geçerli bir para birimi seçin', en: 'Select a valid currency' },
  [V.tooLong]: { tr: 'Bu alan çok uzun', en: 'This field is too long' },
  [V.amount]: { tr: 'Lütfen bir tutar girin.', en: 'Please enter an amount.' },
  [V.amountRange]: {
    tr: 'Girdiğiniz tutar minimum ve maksimum aralığında değil',
    en: 'The amount you entered is not within the minimum and maximum range',
  },
  [V.account]: { tr: 'Lütfen geçerli bir hesap seçin.', en: 'Please select a valid account.' },
  [V.method]: { tr: 'Ödeme yöntemi tanımlı değil.', en: 'Payment method not defined.' },
  [V.withdrawMethod]: {
    tr: 'Lütfen ödeme almak istediğiniz yöntemi seçin',
    en: 'Please select the method you wish to receive payment for',
  },
  [V.validityDate]: {
    tr: 'Lütfen son T.C. geçerlilik tarihini girin.',
    en: 'Please enter the last TC validity date.',
  },
  [V.validityExpired]: {
    tr: 'Kimlik kartınızın geçerlilik tarihi geçmiş.',
    en: 'Your identity card is past its validity date.',
  },
  [V.iban]: {
    tr: 'Geçerli bir TR IBAN girin (TR ile başlayan 26 karakter).',
    en: 'Enter a valid Turkish IBAN (26 characters starting with TR).',
  },
  [V.accountNumber]: {
    tr: 'Hesap numarası 4-20 rakam olmalıdır',
    en: 'The account number must be 4-20 digits',
  },
  [V.referenceNumber]: {
    tr: 'Referans numarası 4-30 harf veya rakam olmalıdır',
    en: 'The reference number must be 4-30 letters or digits',
  },
  [V.walletNumber]: { tr: 'Geçerli bir cüzdan numarası girin', en: 'Enter a valid wallet number' },
  [V.cryptoAddress]: {
    tr: 'Geçerli bir kripto cüzdan adresi girin',
    en: 'Enter a valid crypto wallet address',
  },
  [V.limitAmount]: {
    tr: 'Limit ₺1 ile ₺10.000.000 arasında olmalıdır',
    en: 'The limit must be between ₺1 and ₺10,000,000',
  },
  [V.playTime]: {
    tr: 'Günlük oyun süresi 15 dakika ile 24 saat arasında olmalıdır',
    en: 'The daily play time must be between 15 minutes and 24 hours',
  },
  [V.exclusionConfirm]: {
    tr: 'Devam etmek için bunun geri alınamayacağını onaylayın',
    en: 'Confirm that this cannot be undone to go on',
  },
  [V.limitChoice]: {
    tr: 'Bir yatırım limiti belirleyin ya da “Şimdilik limit yok”u seçin',
    en: 'Set a deposit limit or choose “No limit for now”',
  },
  [V.passkey]: {
    tr: 'Passkey yanıtı okunamadı, lütfen yeniden deneyin',
    en: "The passkey's answer could not be read, try again",
  },
} as const satisfies Record<ValidationMessage, Record<Lang, string>>;

export const isValidationMessage = (id: string): id is ValidationMessage =>
  Object.hasOwn(VALIDATION_TEXTS, id);

/** The text of a shared validation message id in lang. */
export const tValidation = (id: ValidationMessage, lang: Lang): string =>
  VALIDATION_TEXTS[id][lang];
