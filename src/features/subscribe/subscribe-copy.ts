// What the subscription form says, and where it posts (netlify/functions/subscribe.mts).

export { SUBSCRIBE_ENDPOINT, SUBSCRIBE_TEXT } from "~/domain/form-texts";
