import { JSEncrypt } from 'jsencrypt';

/** The login fields spec §3 keeps only encrypted. */
export interface SessionFields {
  uid: string;
  sid: string;
  uip: string;
}

// JSEncrypt pads and encrypts a binary string (one char per byte), so UTF-8 encode first.
function toBinaryString(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return binary;
}

/**
 * Encrypts uid, sid and uip with RSA-OAEP (SHA-256) to base64. OAEP, not PKCS#1 v1.5:
 * Node refuses v1.5 private decryption, so the server could not read v1.5 ciphertexts.
 */
export function encryptSessionFields(publicKey: string, fields: SessionFields): SessionFields {
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKey);
  const encrypt = (name: keyof SessionFields): string => {
    const ciphertext = rsa.encryptOAEP(toBinaryString(fields[name]));
    if (ciphertext === false) throw new Error(`Could not encrypt the session field ${name}`);
    return ciphertext;
  };
  return { uid: encrypt('uid'), sid: encrypt('sid'), uip: encrypt('uip') };
}
