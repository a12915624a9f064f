import type { LocalizedText } from '@app/contract';
import type { NewSiteMessage } from '../site-message.service.ts';

/** `sa` (Arabic, Saudi Arabia) shares the Arabic text of `ar`. */
const localized = (t: Omit<LocalizedText, 'sa'>): LocalizedText => ({ ...t, sa: t.ar });

/** Two broadcasts every customer finds unread in the inbox at first. */
export const SITE_MESSAGE_DEFAULTS: (NewSiteMessage & { code: string })[] = [
  {
    code: 'broadcast.welcome',
    category: 'system',
    publishedAt: new Date('2026-01-01T00:00:00Z'),
    title: localized({
      en: 'Welcome to Northstar Markets', zh: '欢迎来到 Northstar Markets', tc: '歡迎來到 Northstar Markets',
      de: 'Willkommen bei Northstar Markets', es: 'Bienvenido a Northstar Markets', fr: 'Bienvenue sur Northstar Markets',
      idn: 'Selamat datang di Northstar Markets', jp: 'Northstar Markets へようこそ', ko: 'Northstar Markets에 오신 것을 환영합니다',
      my: 'Selamat datang ke Northstar Markets', th: 'ยินดีต้อนรับสู่ Northstar Markets', vi: 'Chào mừng bạn đến với Northstar Markets',
      pt: 'Bem-vindo à Northstar Markets', rus: 'Добро пожаловать в Northstar Markets', blr: 'Вітаем у Northstar Markets',
      ida: 'Northstar Markets में आपका स्वागत है', ar: 'مرحبًا بك في Northstar Markets', it: 'Benvenuto su Northstar Markets',
    }),
    content: localized({
      en: 'Your account is ready. Recharge USDT to start trading US stocks, crypto, futures and forex. Quotes in this demo are simulated.',
      zh: '您的账户已开通。充值 USDT 即可开始交易美股、加密货币、期货和外汇。本演示中的行情为模拟数据。',
      tc: '您的帳戶已開通。充值 USDT 即可開始交易美股、加密貨幣、期貨和外匯。本示範中的行情為模擬資料。',
      de: 'Ihr Konto ist bereit. Laden Sie USDT auf, um US-Aktien, Kryptowährungen, Futures und Devisen zu handeln. Die Kurse in dieser Demo sind simuliert.',
      es: 'Tu cuenta está lista. Recarga USDT para empezar a operar acciones de EE. UU., criptomonedas, futuros y divisas. Las cotizaciones de esta demo son simuladas.',
      fr: 'Votre compte est prêt. Rechargez des USDT pour commencer à négocier actions américaines, cryptomonnaies, contrats à terme et devises. Les cotations de cette démo sont simulées.',
      idn: 'Akun Anda sudah siap. Isi ulang USDT untuk mulai memperdagangkan saham AS, kripto, berjangka, dan valas. Harga dalam demo ini adalah simulasi.',
      jp: 'アカウントの準備ができました。USDT を入金すると、米国株、暗号資産、先物、外国為替の取引を始められます。このデモの相場はシミュレーションです。',
      ko: '계정이 준비되었습니다. USDT를 입금하면 미국 주식, 암호화폐, 선물, 외환 거래를 시작할 수 있습니다. 이 데모의 시세는 모의 데이터입니다.',
      my: 'Akaun anda sudah sedia. Depositkan USDT untuk mula berdagang saham AS, kripto, niaga hadapan dan forex. Sebut harga dalam demo ini ialah simulasi.',
      th: 'บัญชีของคุณพร้อมใช้งานแล้ว เติม USDT เพื่อเริ่มเทรดหุ้นสหรัฐฯ คริปโต ฟิวเจอร์ส และฟอเร็กซ์ ราคาในเดโมนี้เป็นข้อมูลจำลอง',
      vi: 'Tài khoản của bạn đã sẵn sàng. Nạp USDT để bắt đầu giao dịch cổ phiếu Mỹ, tiền mã hóa, hợp đồng tương lai và ngoại hối. Giá trong bản demo này là dữ liệu mô phỏng.',
      pt: 'Sua conta está pronta. Recarregue USDT para começar a negociar ações dos EUA, criptomoedas, futuros e câmbio. As cotações desta demonstração são simuladas.',
      rus: 'Ваш счёт готов. Пополните его в USDT, чтобы торговать акциями США, криптовалютами, фьючерсами и валютами. Котировки в этой демоверсии смоделированы.',
      blr: "Ваш рахунак гатовы. Папоўніце яго ў USDT, каб гандляваць акцыямі ЗША, крыптавалютамі, ф'ючэрсамі і валютамі. Каціроўкі ў гэтай дэма-версіі змадэляваныя.",
      ida: 'आपका खाता तैयार है। अमेरिकी शेयर, क्रिप्टो, फ्यूचर्स और फ़ॉरेक्स में ट्रेडिंग शुरू करने के लिए USDT रिचार्ज करें। इस डेमो में भाव सिम्युलेटेड हैं।',
      ar: 'حسابك جاهز. اشحن USDT لتبدأ تداول الأسهم الأمريكية والعملات المشفرة والعقود الآجلة والعملات الأجنبية. الأسعار في هذا العرض التجريبي محاكاة.',
      it: 'Il tuo conto è pronto. Ricarica USDT per iniziare a negoziare azioni USA, criptovalute, futures e forex. Le quotazioni di questa demo sono simulate.',
    }),
  },
  {
    code: 'broadcast.security',
    category: 'system',
    publishedAt: new Date('2026-01-02T00:00:00Z'),
    title: localized({
      en: 'Keep your account safe', zh: '保护您的账户安全', tc: '保護您的帳戶安全', de: 'Schützen Sie Ihr Konto', es: 'Protege tu cuenta',
      fr: 'Protégez votre compte', idn: 'Jaga keamanan akun Anda', jp: 'アカウントを安全に保ちましょう', ko: '계정을 안전하게 보호하세요',
      my: 'Pastikan akaun anda selamat', th: 'รักษาบัญชีของคุณให้ปลอดภัย', vi: 'Bảo vệ tài khoản của bạn', pt: 'Mantenha sua conta segura',
      rus: 'Защитите свой счёт', blr: 'Абараніце свой рахунак', ida: 'अपना खाता सुरक्षित रखें', ar: 'حافظ على أمان حسابك',
      it: 'Proteggi il tuo conto',
    }),
    content: localized({
      en: 'Set a payment password before your first withdrawal and never share verification codes. Our staff will never ask for your password or codes.',
      zh: '请在首次提现前设置资金密码，切勿向任何人透露验证码。我们的工作人员绝不会向您索要密码或验证码。',
      tc: '請在首次提現前設定資金密碼，切勿向任何人透露驗證碼。我們的工作人員絕不會向您索取密碼或驗證碼。',
      de: 'Legen Sie vor Ihrer ersten Auszahlung ein Zahlungspasswort fest und geben Sie niemals Bestätigungscodes weiter. Unsere Mitarbeiter fragen nie nach Ihrem Passwort oder Ihren Codes.',
      es: 'Configura una contraseña de pago antes de tu primer retiro y nunca compartas los códigos de verificación. Nuestro personal nunca te pedirá tu contraseña ni tus códigos.',
      fr: 'Définissez un mot de passe de paiement avant votre premier retrait et ne partagez jamais vos codes de vérification. Notre équipe ne vous demandera jamais votre mot de passe ni vos codes.',
      idn: 'Atur kata sandi pembayaran sebelum penarikan pertama dan jangan pernah membagikan kode verifikasi. Staf kami tidak akan pernah meminta kata sandi atau kode Anda.',
      jp: '初回の出金前に資金パスワードを設定し、認証コードは誰にも教えないでください。当社スタッフがパスワードやコードを尋ねることは決してありません。',
      ko: '첫 출금 전에 결제 비밀번호를 설정하고 인증 코드는 절대 공유하지 마세요. 당사 직원은 비밀번호나 인증 코드를 절대 요구하지 않습니다.',
      my: 'Tetapkan kata laluan pembayaran sebelum pengeluaran pertama dan jangan sekali-kali berkongsi kod pengesahan. Kakitangan kami tidak akan meminta kata laluan atau kod anda.',
      th: 'โปรดตั้งรหัสผ่านการชำระเงินก่อนถอนเงินครั้งแรก และอย่าเปิดเผยรหัสยืนยันแก่ผู้ใด เจ้าหน้าที่ของเราจะไม่ขอรหัสผ่านหรือรหัสยืนยันจากคุณ',
      vi: 'Hãy đặt mật khẩu thanh toán trước lần rút tiền đầu tiên và không bao giờ chia sẻ mã xác minh. Nhân viên của chúng tôi sẽ không bao giờ hỏi mật khẩu hay mã của bạn.',
      pt: 'Defina uma senha de pagamento antes do primeiro saque e nunca compartilhe códigos de verificação. Nossa equipe nunca pedirá sua senha ou seus códigos.',
      rus: 'Установите платёжный пароль до первого вывода средств и никому не сообщайте коды подтверждения. Наши сотрудники никогда не просят пароль или коды.',
      blr: 'Усталюйце плацёжны пароль да першага вываду сродкаў і нікому не паведамляйце коды пацвярджэння. Нашы супрацоўнікі ніколі не просяць пароль або коды.',
      ida: 'पहली निकासी से पहले भुगतान पासवर्ड सेट करें और सत्यापन कोड कभी किसी से साझा न करें। हमारे कर्मचारी कभी भी आपका पासवर्ड या कोड नहीं माँगेंगे।',
      ar: 'عيّن كلمة مرور للدفع قبل أول عملية سحب، ولا تشارك رموز التحقق مع أي شخص. لن يطلب موظفونا منك كلمة المرور أو الرموز أبدًا.',
      it: 'Imposta una password di pagamento prima del primo prelievo e non condividere mai i codici di verifica. Il nostro personale non ti chiederà mai password o codici.',
    }),
  },
];
