// Third Parties: the JobAdder link (portal §2 "Third Parties and its return page", §7 "Integrations"). The browser
// learns only whether the caller's company is linked and where to send the user to authorise; the refresh token stays
// on the server, encrypted. The authorisation's `state` is bound to the caller's session.
import { Type as T } from '@sinclair/typebox';
import { route, Text } from './route';

export const jobAdderRoutes = {
  'GET /job-adder': route({
    summary:
      "Whether the caller's company is linked to JobAdder (never the token itself), and the authorisation address " +
      "(client id, redirect to /jobAdderOAuthHandler, scopes read write offline_access, this session's state). " +
      "configured is false when the server has no JobAdder client id.",
    access: { kinds: ['client'] },
    response: {
      200: T.Object({ configured: T.Boolean(), linked: T.Boolean(), linkedAt: T.String(), authorizeUrl: T.String() }),
    },
  }),
  'POST /job-adder/auth': route({
    summary:
      "Exchanges the authorisation code JobAdder returned (with the state it was given) for tokens, and keeps the " +
      "refresh token encrypted for the caller's company. 400 for a wrong state or a refused code.",
    access: { kinds: ['client'], fullView: true },
    body: T.Object({ authCode: Text(2000, { minLength: 1 }), state: Text(200, { minLength: 1 }) }),
    response: { 200: T.Object({ message: T.String() }) },
  }),
};
