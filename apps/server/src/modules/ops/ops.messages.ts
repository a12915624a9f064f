import type { MessageCatalog } from '../module.ts';

/** Messages of the operator API. */
export const opsMessages: MessageCatalog = {
  'ops.unauthorized': {
    en: 'Operator credentials are required', zh: '需要运营人员凭据', tc: '需要營運人員憑證', de: 'Betreiber-Zugangsdaten erforderlich',
    es: 'Se requieren credenciales de operador', fr: "Des identifiants d'opérateur sont requis", idn: 'Kredensial operator diperlukan',
    jp: 'オペレーターの認証情報が必要です', ko: '운영자 자격 증명이 필요합니다', my: 'Kelayakan operator diperlukan', th: 'ต้องใช้ข้อมูลรับรองของผู้ดูแลระบบ',
    vi: 'Cần thông tin xác thực của nhân viên vận hành', pt: 'São necessárias credenciais de operador', rus: 'Требуются учётные данные оператора',
    blr: 'Патрабуюцца ўліковыя даныя аператара', ida: 'ऑपरेटर क्रेडेंशियल आवश्यक हैं', sa: 'بيانات اعتماد المشغّل مطلوبة', ar: 'بيانات اعتماد المشغّل مطلوبة',
    it: "Sono richieste le credenziali dell'operatore",
  },
  'ops.credentials_wrong': {
    en: 'The operator name or password is wrong', zh: '运营人员名称或密码错误', tc: '營運人員名稱或密碼錯誤',
    de: 'Betreibername oder Passwort ist falsch', es: 'El nombre o la contraseña del operador no son correctos',
    fr: "Le nom ou le mot de passe de l'opérateur est incorrect", idn: 'Nama atau kata sandi operator salah',
    jp: 'オペレーター名またはパスワードが正しくありません', ko: '운영자 이름 또는 비밀번호가 올바르지 않습니다',
    my: 'Nama atau kata laluan operator salah', th: 'ชื่อหรือรหัสผ่านของผู้ดูแลระบบไม่ถูกต้อง',
    vi: 'Tên hoặc mật khẩu của nhân viên vận hành không đúng', pt: 'O nome ou a senha do operador está incorreto',
    rus: 'Неверное имя или пароль оператора', blr: 'Няправільнае імя або пароль аператара', ida: 'ऑपरेटर का नाम या पासवर्ड गलत है',
    sa: 'اسم المشغّل أو كلمة مروره غير صحيحة', ar: 'اسم المشغّل أو كلمة مروره غير صحيحة', it: "Il nome o la password dell'operatore non sono corretti",
  },
  'ops.disabled': {
    en: 'The operator API is not configured on this server', zh: '此服务器未配置运营接口', tc: '此伺服器未設定營運介面',
    de: 'Die Betreiber-API ist auf diesem Server nicht eingerichtet', es: 'La API de operador no está configurada en este servidor',
    fr: "L'API opérateur n'est pas configurée sur ce serveur", idn: 'API operator tidak dikonfigurasi di server ini',
    jp: 'このサーバーではオペレーター API が設定されていません', ko: '이 서버에는 운영자 API가 설정되어 있지 않습니다',
    my: 'API operator tidak dikonfigurasikan pada pelayan ini', th: 'เซิร์ฟเวอร์นี้ไม่ได้ตั้งค่า API สำหรับผู้ดูแลระบบ',
    vi: 'Máy chủ này chưa cấu hình API vận hành', pt: 'A API de operador não está configurada neste servidor',
    rus: 'API оператора на этом сервере не настроен', blr: 'API аператара на гэтым серверы не наладжаны', ida: 'इस सर्वर पर ऑपरेटर API कॉन्फ़िगर नहीं है',
    sa: 'واجهة المشغّل غير مهيأة على هذا الخادم', ar: 'واجهة المشغّل غير مهيأة على هذا الخادم', it: "L'API operatore non è configurata su questo server",
  },
  'ops.reason_required': {
    en: 'A reason is required', zh: '请填写原因', tc: '請填寫原因', de: 'Eine Begründung ist erforderlich', es: 'Se requiere un motivo',
    fr: 'Un motif est requis', idn: 'Alasan wajib diisi', jp: '理由を入力してください', ko: '사유를 입력해야 합니다', my: 'Sebab diperlukan',
    th: 'ต้องระบุเหตุผล', vi: 'Cần nhập lý do', pt: 'É necessário informar um motivo', rus: 'Укажите причину', blr: 'Пакажыце прычыну',
    ida: 'कारण आवश्यक है', sa: 'يجب ذكر السبب', ar: 'يجب ذكر السبب', it: 'È richiesto un motivo',
  },
  'ops.reason_too_long': {
    en: 'The reason may have at most 200 characters', zh: '原因最多 200 个字符', tc: '原因最多 200 個字元', de: 'Die Begründung darf höchstens 200 Zeichen haben',
    es: 'El motivo puede tener como máximo 200 caracteres', fr: 'Le motif ne peut pas dépasser 200 caractères', idn: 'Alasan maksimal 200 karakter',
    jp: '理由は200文字以内で入力してください', ko: '사유는 최대 200자까지 입력할 수 있습니다', my: 'Sebab paling banyak 200 aksara',
    th: 'เหตุผลยาวได้ไม่เกิน 200 ตัวอักษร', vi: 'Lý do tối đa 200 ký tự', pt: 'O motivo pode ter no máximo 200 caracteres',
    rus: 'Причина может содержать не более 200 символов', blr: 'Прычына можа змяшчаць не больш за 200 сімвалаў', ida: 'कारण में अधिकतम 200 वर्ण हो सकते हैं',
    sa: 'يجب ألا يتجاوز السبب 200 حرف', ar: 'يجب ألا يتجاوز السبب 200 حرف', it: 'Il motivo può contenere al massimo 200 caratteri',
  },
  'ops.user_not_found': {
    en: 'Customer not found', zh: '未找到该客户', tc: '找不到該客戶', de: 'Kunde nicht gefunden', es: 'No se encontró el cliente', fr: 'Client introuvable',
    idn: 'Nasabah tidak ditemukan', jp: '顧客が見つかりません', ko: '고객을 찾을 수 없습니다', my: 'Pelanggan tidak dijumpai', th: 'ไม่พบลูกค้า',
    vi: 'Không tìm thấy khách hàng', pt: 'Cliente não encontrado', rus: 'Клиент не найден', blr: 'Кліент не знойдзены', ida: 'ग्राहक नहीं मिला',
    sa: 'لم يتم العثور على العميل', ar: 'لم يتم العثور على العميل', it: 'Cliente non trovato',
  },
};
