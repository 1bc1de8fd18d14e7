/**
 * SMS codes also step up a change (a limit raised, later others): one purpose per change, so a
 * code sent for one is refused for another.
 */
export const statements = [
  'ALTER TABLE sms_codes DROP CONSTRAINT sms_codes_purpose_check',
  `ALTER TABLE sms_codes ADD CONSTRAINT sms_codes_purpose_check
     CHECK (purpose IN ('phone', 'login') OR purpose LIKE 'step-up:%')`,
];
