/**
 * An SMS code is sent for one purpose: confirming the player's phone, or signing in when the
 * player chose SMS as the second factor. Neither code is accepted for the other.
 */
export const statements = [
  `ALTER TABLE sms_codes ADD COLUMN purpose text NOT NULL DEFAULT 'phone'
     CHECK (purpose IN ('phone', 'login'))`,
];
