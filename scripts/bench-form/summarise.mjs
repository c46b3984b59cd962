// CPU profiles (DevTools' Profiler domain) summarised for the development profilers (bench-form/profile.mjs,
// profile-dashboard.mjs).
import path from 'node:path';

/** Several profiles as one: node ids made unique per profile. */
export function mergeProfiles(profiles) {
  const profile = { nodes: [], samples: [], timeDeltas: [], startTime: 0, endTime: 0 };
  profiles.forEach((p, n) => {
    const shift = (n + 1) * 1e6;
    profile.nodes.push(...p.nodes.map((node) => ({ ...node, id: node.id + shift, children: (node.children ?? []).map((c) => c + shift) })));
    profile.samples.push(...p.samples.map((id) => id + shift));
    profile.timeDeltas.push(...p.timeDeltas);
    profile.endTime += p.endTime - p.startTime;
  });
  return profile;
}

/** Self time by function name (and file:line), top entries. */
export function summarise(profile, top = 25) {
  const self = new Map();
  const total = profile.endTime - profile.startTime;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const counts = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i + 1] ?? 0;
    counts.set(profile.samples[i], (counts.get(profile.samples[i]) ?? 0) + dt);
  }
  for (const [id, us] of counts) {
    const node = byId.get(id);
    const f = node.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${path.basename(f.url)}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + us);
  }
  const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  // Inclusive time: each sample counts once for every distinct function on its stack.
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map();
  for (const [id, us] of counts) {
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at).callFrame;
      const key = `${f.functionName || '(anonymous)'} ${path.basename(f.url)}:${f.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + us);
    }
  }
  const incl = [...inclusive.entries()].filter(([k]) => !k.startsWith('(')).sort((a, b) => b[1] - a[1]).slice(0, top * 3);
  return [
    `profile ${(total / 1000).toFixed(1)} ms; self:`,
    ...rows.map(([k, us]) => `${(us / 1000).toFixed(2).padStart(8)} ms  ${k}`),
    'inclusive:',
    ...incl.map(([k, us]) => `${(us / 1000).toFixed(2).padStart(8)} ms  ${k}`),
  ].join('\n');
}

