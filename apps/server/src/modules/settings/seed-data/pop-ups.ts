import type { LocalizedText } from '@app/contract';
import { localized } from './localized.ts';

/** Launch announcements: one pop_up row per locale, sharing the code. */
export const POP_UP_DEFAULTS: { code: string; startAt: string; endAt: string | null; title: LocalizedText; content: LocalizedText }[] = [
  {
    code: 'welcome',
    startAt: '2026-01-01T00:00:00Z',
    endAt: null,
    title: localized({
      en: 'Welcome to Northstar Markets', zh: '欢迎来到 Northstar Markets', tc: '歡迎來到 Northstar Markets',
      de: 'Willkommen bei Northstar Markets', es: 'Bienvenido a Northstar Markets', fr: 'Bienvenue sur Northstar Markets',
      idn: 'Selamat datang di Northstar Markets', jp: 'Northstar Markets へようこそ', ko: 'Northstar Markets에 오신 것을 환영합니다',
      my: 'Selamat datang ke Northstar Markets', th: 'ยินดีต้อนรับสู่ Northstar Markets', vi: 'Chào mừng bạn đến với Northstar Markets',
      pt: 'Bem-vindo à Northstar Markets', rus: 'Добро пожаловать в Northstar Markets', blr: 'Вітаем у Northstar Markets',
      ida: 'Northstar Markets में आपका स्वागत है', ar: 'مرحبًا بك في Northstar Markets', it: 'Benvenuto su Northstar Markets',
    }),
    content: localized({
      en: 'Quotes in this demo are simulated and labelled as such. Trading involves risk: read the risk disclosure before your first order.',
      zh: '本演示中的行情为模拟数据，并已明确标注。交易有风险，首次下单前请阅读风险提示。',
      tc: '本示範中的行情為模擬資料，並已明確標示。交易有風險，首次下單前請閱讀風險提示。',
      de: 'Die Kurse in dieser Demo sind simuliert und als solche gekennzeichnet. Handel ist mit Risiken verbunden: Lesen Sie vor Ihrem ersten Auftrag den Risikohinweis.',
      es: 'Las cotizaciones de esta demo son simuladas y están indicadas como tales. Operar implica riesgos: lee la advertencia de riesgos antes de tu primera orden.',
      fr: "Les cotations de cette démo sont simulées et signalées comme telles. Le trading comporte des risques : lisez l'avertissement sur les risques avant votre premier ordre.",
      idn: 'Harga dalam demo ini adalah simulasi dan diberi label demikian. Perdagangan mengandung risiko: baca pengungkapan risiko sebelum order pertama Anda.',
      jp: 'このデモの相場はシミュレーションであり、その旨を表示しています。取引にはリスクが伴います。初めての注文の前にリスク開示をお読みください。',
      ko: '이 데모의 시세는 모의 데이터이며 그렇게 표시됩니다. 거래에는 위험이 따르므로 첫 주문 전에 위험 고지를 읽어 주세요.',
      my: 'Sebut harga dalam demo ini ialah simulasi dan dilabel sedemikian. Dagangan melibatkan risiko: baca pendedahan risiko sebelum pesanan pertama anda.',
      th: 'ราคาในเดโมนี้เป็นข้อมูลจำลองและมีการระบุไว้ชัดเจน การเทรดมีความเสี่ยง โปรดอ่านการเปิดเผยความเสี่ยงก่อนส่งคำสั่งแรก',
      vi: 'Giá trong bản demo này là dữ liệu mô phỏng và được ghi chú rõ. Giao dịch có rủi ro: hãy đọc công bố rủi ro trước lệnh đầu tiên.',
      pt: 'As cotações desta demonstração são simuladas e identificadas como tal. Negociar envolve riscos: leia o aviso de risco antes da sua primeira ordem.',
      rus: 'Котировки в этой демоверсии смоделированы и помечены соответствующим образом. Торговля связана с риском: прочитайте уведомление о рисках перед первой сделкой.',
      blr: 'Каціроўкі ў гэтай дэма-версіі змадэляваныя і пазначаныя адпаведна. Гандаль звязаны з рызыкай: прачытайце апавяшчэнне пра рызыкі перад першай здзелкай.',
      ida: 'इस डेमो में भाव सिम्युलेटेड हैं और इन्हें स्पष्ट रूप से चिह्नित किया गया है। ट्रेडिंग में जोखिम है: पहला ऑर्डर देने से पहले जोखिम प्रकटीकरण पढ़ें।',
      ar: 'الأسعار في هذا العرض التجريبي محاكاة ومُعلَّمة بذلك. ينطوي التداول على مخاطر: اقرأ الإفصاح عن المخاطر قبل أمرك الأول.',
      it: "Le quotazioni di questa demo sono simulate e indicate come tali. Il trading comporta rischi: leggi l'informativa sui rischi prima del tuo primo ordine.",
    }),
  },
];
