import { useMutation, useQueryClient } from '@tanstack/react-query';
import { imageUploadForm } from '@app/contract/image-compress';
import { request, dataOf } from '@/lib/api';
import { IDEMPOTENCY_HEADER } from '../lib/intent-key';
import { RECHARGE_AMOUNT_MESSAGES } from '../lib/server-message';
import { watchRechargeUntilSettled } from '../lib/settle-watch';
import { fundsKeys } from './query-keys';
import type { RechargeOrder } from './types';

export interface SubmitRechargeInput {
  channelId: number;
  amount: string;
  remark?: string;
  /** The compressed proof image (a JPEG data URL), sent as the multipart field `file`. */
  proofImage?: string | null;
  /** One key per intent: a retry of the same submission sends the same key. */
  idempotencyKey: string;
}

/** Spec point 9: uploads may take up to 60 s. */
const UPLOAD_TIMEOUT_MS = 60_000;

/**
 * `POST /api/rechargeOrder/submit`: multipart with the image when there is one, else a form
 * body. A refused amount is not toasted: the form shows it under the amount field.
 */
export async function submitRecharge(input: SubmitRechargeInput): Promise<RechargeOrder | null> {
  const headers = { [IDEMPOTENCY_HEADER]: input.idempotencyKey };
  const fields = { channelId: String(input.channelId), amount: input.amount, ...(input.remark ? { remark: input.remark } : {}) };
  if (input.proofImage) {
    const form = imageUploadForm(input.proofImage, 'proof.jpg');
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return dataOf(await request<RechargeOrder>('/api/rechargeOrder/submit', { method: 'POST', form, headers, timeoutMs: UPLOAD_TIMEOUT_MS, quietFor: RECHARGE_AMOUNT_MESSAGES }));
  }
  return dataOf(await request<RechargeOrder>('/api/rechargeOrder/submit', { method: 'POST', data: fields, headers, quietFor: RECHARGE_AMOUNT_MESSAGES }));
}

export function useSubmitRecharge() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: submitRecharge,
    onSuccess: (order) => {
      // A provider may credit it in seconds, while the customer is on another screen.
      if (order?.status === 'pending') watchRechargeUntilSettled(qc, order.id);
      return qc.invalidateQueries({ queryKey: [...fundsKeys.all, 'recharge-orders'] });
    },
    // A recharge made whose answer was lost is then listed.
    onError: () => void qc.invalidateQueries({ queryKey: [...fundsKeys.all, 'recharge-orders'] }),
  });
}
