import { describe, expect, it } from 'vitest';
import { formatMinor, interpolate, LANGUAGES, textsOf } from '@frs/contract';
import { renderMail, type THotelMailPayload } from '../../../test/mail-templates';

/** The three hotel order mails: what each says from its payload, in each language, and where its button leads. */

const CONTEXT = { publicUrl: 'https://frs.example', agencyName: 'Ararat Tours' };

const PAYLOAD: THotelMailPayload = {
  name: 'Karen Sahakyan',
  orderId: 77,
  pnr: 'K7Q2ZX',
  hotel: 'Hôtel Rivoli',
  city: 'Paris',
  address: '18 Rue de Rivoli',
  checkIn: '01.12.2026',
  checkOut: '04.12.2026',
  nights: 3,
  rooms: [
    { room: 'Superior double · BB', guests: ['Karen Sahakyan', 'Lusine Sahakyan'] },
    { room: 'Family room · HB', guests: ['Aram Sahakyan', 'Mane Sahakyan'] },
  ],
  amount: 16_200_000,
  deadline: '28.11.2026 18:00',
  expired: false,
};

describe('hotel order mails', () => {
  it('say the hotel, the stay and each room with its guests, and open the hotel order page', () => {
    for (const language of LANGUAGES) {
      const texts = textsOf(language).mail;
      for (const template of ['hotel-booking', 'hotel-cancel', 'hotel-voucher'] as const) {
        const mail = renderMail(template, PAYLOAD, language, CONTEXT);
        expect(mail.text.startsWith(interpolate(texts.common.greeting, { name: 'Karen Sahakyan' }))).toBe(true);
        for (const line of [
          interpolate(texts.common.pnr, { pnr: 'K7Q2ZX' }),
          interpolate(texts.common.hotel, { hotel: 'Hôtel Rivoli', address: '18 Rue de Rivoli', city: 'Paris' }),
          interpolate(texts.common.stay, { checkIn: '01.12.2026', checkOut: '04.12.2026', nights: 3 }),
          interpolate(texts.common.hotelRoom, {
            room: 'Superior double · BB',
            guests: 'Karen Sahakyan, Lusine Sahakyan',
          }),
          interpolate(texts.common.hotelRoom, { room: 'Family room · HB', guests: 'Aram Sahakyan, Mane Sahakyan' }),
          `${texts.common.openOrder}: https://frs.example/reservation/hotel/77`,
        ]) {
          expect(mail.text, `${template} ${language}`).toContain(line);
        }
        expect(mail.html).toContain('href="https://frs.example/reservation/hotel/77"');
        expect(mail.html).toContain('Hôtel Rivoli');
      }
    }
  });

  it('a booking asks to confirm before its deadline, or names the amount without one', () => {
    const amount = `${formatMinor(16_200_000)} AMD`;
    const booking = renderMail('hotel-booking', PAYLOAD, 'en', CONTEXT);
    expect(booking.subject).toBe('Hotel booking K7Q2ZX');
    expect(booking.text).toContain('Your hotel booking has been made.');
    expect(booking.text).toContain(
      `The amount due is ${amount}. Confirm the stay before 28.11.2026 18:00, or the booking is cancelled.`,
    );
    const held = renderMail('hotel-booking', { ...PAYLOAD, deadline: null }, 'en', CONTEXT);
    expect(held.text).toContain(`Amount: ${amount}.`);
    expect(held.text).not.toContain('Confirm the stay before');
    const russian = renderMail('hotel-booking', PAYLOAD, 'ru', CONTEXT);
    expect(russian.subject).toBe('Бронирование отеля K7Q2ZX');
    expect(russian.text).toContain('Подтвердите проживание до 28.11.2026 18:00');
    const armenian = renderMail('hotel-booking', { ...PAYLOAD, amount: null }, 'hy', CONTEXT);
    expect(armenian.subject).toBe('Հյուրանոցի ամրագրում K7Q2ZX');
    expect(armenian.text).not.toContain('Վճարման ենթակա');
  });

  it('a cancellation says whether someone cancelled it or it expired', () => {
    const cancelled = renderMail('hotel-cancel', { ...PAYLOAD, amount: null, deadline: null }, 'en', CONTEXT);
    expect(cancelled.subject).toBe('Hotel booking cancelled: K7Q2ZX');
    expect(cancelled.text).toContain('Your hotel booking has been cancelled and its rooms released.');
    const expired = renderMail('hotel-cancel', { ...PAYLOAD, expired: true }, 'en', CONTEXT);
    expect(expired.text).toContain('Your hotel booking has expired without being confirmed.');
    expect(expired.text).not.toContain('has been cancelled');
    const russian = renderMail('hotel-cancel', { ...PAYLOAD, expired: true }, 'ru', CONTEXT);
    expect(russian.text).toContain('Срок вашего бронирования отеля истёк');
  });

  it('the voucher mail says the stay is confirmed and what was charged', () => {
    const voucher = renderMail('hotel-voucher', PAYLOAD, 'en', CONTEXT);
    // Issue 31: the hotel line's word: the stay is confirmed (its voucher attached).
    expect(voucher.subject).toBe('Hotel stay confirmed: K7Q2ZX');
    expect(voucher.text).toContain('Your stay has been confirmed. The voucher is attached: present it at check-in.');
    expect(voucher.text).toContain(`Amount charged: ${formatMinor(16_200_000)} AMD.`);
    const withoutAmount = renderMail('hotel-voucher', { ...PAYLOAD, amount: null }, 'hy', CONTEXT);
    expect(withoutAmount.subject).toBe('Կեցությունը հաստատված է՝ K7Q2ZX');
    expect(withoutAmount.text).not.toContain('Գանձված');
  });

  it('refuses a payload without its hotel fields', () => {
    const { hotel: _hotel, ...incomplete } = PAYLOAD;
    expect(() => renderMail('hotel-voucher', incomplete, 'en', CONTEXT)).toThrow();
  });
});
