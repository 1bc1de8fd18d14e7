/**
 * A session is bound to the browser it was made in: the login leaves a random key in an HttpOnly
 * cookie and keeps its sha256 here, and a signed-in call must bring the cookie besides `sid`.
 * Sessions made before have none and answer as expired: their players sign in once more.
 */
export const statements = ['ALTER TABLE sessions ADD COLUMN binding_hash text'];
