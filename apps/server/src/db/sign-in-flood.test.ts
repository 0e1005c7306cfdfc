import { expect, it } from 'vitest';
import { authEndpoints } from '@portal/shared/auth/auth.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { uniqueEmail } from '../test/factories';
import { useTestApp } from '../test/test-app';

const t = useTestApp();

// PGlite runs one statement at a time behind the database gate (db/database-gate.ts): sign-ins wait in its second line.
it.runIf(process.env.TEST_DB !== 'postgres')(
  "a flood of wrong-password sign-ins neither refuses nor queues a signed-in user's GET /api/users/me",
  async () => {
    const person = await t.signUp();
    const floodStarted = performance.now();
    // Each guess from an address and for an email of its own: no attempt limit turns them away before the database.
    const flood = Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.api
          .from(`10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`)
          .unchecked(authEndpoints.login, { body: { email: uniqueEmail('flood'), password: 'Wrong-password-1' } }),
      ),
    ).then((answers) => ({ answers, duration: performance.now() - floodStarted }));
    // The signed-in user asks once the flood has filled the gate.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const asked = performance.now();
    const me = await person.api.call(usersEndpoints.me);
    const meLatency = performance.now() - asked;
    const { answers, duration } = await flood;

    expect(me.status).toBe(200);
    expect(me.data.id).toBe(person.id);
    expect(answers.every((answer) => [400, 503].includes(answer.status))).toBe(true);
    // Not in line behind the flood: a small part of what the flood took (it waited a quarter of it in one line).
    expect(meLatency, `me took ${Math.round(meLatency)} ms, the flood ${Math.round(duration)} ms`).toBeLessThan(
      duration / 10,
    );
  },
  // Forty password checks take seconds on a busy machine: the assertion compares with what the flood took.
  120_000,
);
