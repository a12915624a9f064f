import type { MessageCatalog } from '../module.ts';

/** Messages of the content calls (site messages). */
export const contentMessages: MessageCatalog = {
  'content.message_not_found': {
    en: 'Message not found.', zh: '消息不存在。', tc: '訊息不存在。', de: 'Nachricht nicht gefunden.', es: 'Mensaje no encontrado.',
    fr: 'Message introuvable.', idn: 'Pesan tidak ditemukan.', jp: 'メッセージが見つかりません。', ko: '메시지를 찾을 수 없습니다.',
    my: 'Mesej tidak dijumpai.', th: 'ไม่พบข้อความ', vi: 'Không tìm thấy tin nhắn.', pt: 'Mensagem não encontrada.',
    rus: 'Сообщение не найдено.', blr: 'Паведамленне не знойдзена.', ida: 'संदेश नहीं मिला।', sa: 'الرسالة غير موجودة.',
    ar: 'الرسالة غير موجودة.', it: 'Messaggio non trovato.',
  },
};
