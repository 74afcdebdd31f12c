import { describe, expect, it } from 'vitest';
import { knetAmount, readKnetAmount } from '../../../../server/gateways/knet/account.ts';
import { decryptTrandata, encryptTrandata } from '../../../../server/gateways/knet/cipher.ts';
import { paymentRequest, sanitiseUdf } from '../../../../server/gateways/knet/request.ts';
import { parsePlainFields } from '../../../../server/gateways/knet/result.ts';
import type { AttemptCall } from '../../../../server/gateways/provider.ts';

const KEY = '6JQ4XW2P9TB7MHLR';

/**
 * The CAPTURED response of KNET's merchant manual K-064 v1.4, section 5 ("Transaction Response
 * Sample"), as published in srku14/KNET-Payment-Gateway-SDK ("K-064-Integration-Manual latest.pdf").
 * No public kit publishes a key with its cipher text, so the hex below was made independently with
 * `openssl enc -aes-128-cbc -K <hex of KEY> -iv <hex of KEY>` (OpenSSL 3.0, PKCS#5 padding).
 */
const MANUAL_CAPTURED =
  'paymentid=8962225231041180&result=CAPTURED&auth=999554&avr=N&ref=411857974849&tranid=9929892231041180' +
  '&postdate=0427&trackid=632186&udf1=&udf2=&udf3=&udf4=&udf5=&amt=20.550&authResponseCode=00';
const OPENSSL_HEX =
  '53b83db3abb1c6ebcba7e589c2f9025ac41f69ae17eff22dec08ed6907d66496b96a7cb3cfd95609e50e6c9adb49e184' +
  'bf13edae728dbbc6efd8abb55e59bb253aab7057c6e79a3976b4380df387771fd22d8d564f9fca79f6a125631e355c89' +
  '97695151ceb3dcad9e5e045bdc3d47d95c1a4abb868e632fa608797a064683c0b239ab17bc6131f1511f926322e00835' +
  'a4a40daee5887949d0c04835780635a4f6f12af7c20754e8e6650b022b68ff58c36fcdc9028b5b3a20975bbb1bbc4aba';

describe('KNET trandata cipher', () => {
  it('encrypts the manual sample exactly as OpenSSL does, and decrypts it back', () => {
    expect(encryptTrandata(MANUAL_CAPTURED, KEY)).toBe(OPENSSL_HEX);
    expect(decryptTrandata(OPENSSL_HEX, KEY)).toBe(MANUAL_CAPTURED);
    expect(decryptTrandata(OPENSSL_HEX.toUpperCase(), KEY)).toBe(MANUAL_CAPTURED);
  });

  it('reads the sample fields as the kit does, "+" as a space', () => {
    const fields = parsePlainFields(MANUAL_CAPTURED.replace('result=CAPTURED', 'result=NOT+CAPTURED'));
    expect(fields).toMatchObject({
      paymentid: '8962225231041180',
      result: 'NOT CAPTURED',
      trackid: '632186',
      amt: '20.550',
    });
  });

  it('round-trips Arabic and every block length', () => {
    for (let length = 0; length < 40; length++) {
      const plain = `udf1=${'ن'.repeat(length)}&amt=1.000`;
      expect(decryptTrandata(encryptTrandata(plain, KEY), KEY)).toBe(plain);
    }
  });

  it('refuses a wrong key, flipped bytes, a cut block and text that is not hex', () => {
    expect(decryptTrandata(OPENSSL_HEX, 'ABCDEFGHIJKLMNOP')).toBeNull();
    const bytes = Buffer.from(OPENSSL_HEX, 'hex');
    bytes[bytes.length - 17] = (bytes[bytes.length - 17] ?? 0) ^ 1;
    expect(decryptTrandata(bytes.toString('hex'), KEY)).toBeNull();
    expect(decryptTrandata(OPENSSL_HEX.slice(0, -2), KEY)).toBeNull();
    expect(decryptTrandata(`zz${OPENSSL_HEX.slice(2)}`, KEY)).toBeNull();
    expect(decryptTrandata('', KEY)).toBeNull();
  });
});

describe('KNET amounts and request', () => {
  it('writes and reads amounts with three decimals, never through a float', () => {
    expect(knetAmount(20_550)).toBe('20.550');
    expect(knetAmount(5)).toBe('0.005');
    expect(knetAmount(1_000_000)).toBe('1000.000');
    expect(readKnetAmount('20.550')).toBe(20_550);
    expect(readKnetAmount('20.55')).toBe(20_550);
    expect(readKnetAmount('7')).toBe(7_000);
    expect(readKnetAmount('1.0005')).toBeNull();
    expect(readKnetAmount('-1.000')).toBeNull();
  });

  it('builds the plain request in the kit order with cleaned UDFs', () => {
    const call = {
      reference: '12345678901234567890',
      amountMinor: 20_550,
      lang: 'ar',
      authorizeOnly: true,
      customer: { name: 'Noura & Co\r\n<x>', email: null, phone: '+965 5555/1234' },
      urls: { response: 'https://shop.example/r/1', error: 'https://shop.example/e/1' },
    } as AttemptCall;
    const account = {
      tranportalId: '900001',
      password: 'pw',
      resourceKey: KEY,
      host: 'https://kpaytest.com.kw',
    };
    expect(paymentRequest(account, call)).toEqual({
      ok: true,
      plain:
        'id=900001&password=pw&action=4&langid=AR&currencycode=414&amt=20.550&responseURL=https://shop.example/r/1' +
        '&errorURL=https://shop.example/e/1&trackid=12345678901234567890&udf1=Noura Co x&udf2=965 5555 1234&udf3=&udf4=&udf5=',
    });
    expect(sanitiseUdf('a@b.com')).toBe('a b.com');
    const withQuery = { ...call, urls: { ...call.urls, response: 'https://shop.example/r?id=1' } };
    expect(paymentRequest(account, withQuery)).toMatchObject({ ok: false });
  });
});
