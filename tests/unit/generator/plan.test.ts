import { describe, expect, it } from 'vitest';
import { generateKeptZip, generateProjectZip, isPlanKey, parsePlan, zipFromPlan } from '../../../lib/generator';
import { FRAMEWORKS, largest, spec } from './helpers';

const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

describe('stored zip plans', () => {
  it('write every framework\'s largest project again, byte for byte, from the plan and the names alone', async () => {
    for (const framework of FRAMEWORKS) {
      for (const name of ['shop-api', 'Order_Service-2', 'x']) {
        const s = largest(framework, name);
        const kept = await generateKeptZip(s);
        expect(same(kept.zip, await generateProjectZip(s)), `${framework} ${name}`).toBe(true);
        const again = zipFromPlan(parsePlan(kept.plan.bytes), kept.names);
        expect(same(again, kept.zip), `${framework} ${name}`).toBe(true);
      }
    }
  });

  it('is one plan per selection, shared by its projects whatever their names, and named by its content', async () => {
    const a = await generateKeptZip(largest('gin', 'alpha'));
    const b = await generateKeptZip(largest('gin', 'beta-two'));
    const small = await generateKeptZip(spec('gin', ['postgresql'], 'alpha'));
    expect(isPlanKey(a.plan.key)).toBe(true);
    expect(b.plan.key).toBe(a.plan.key);
    expect(small.plan.key).not.toBe(a.plan.key);
    // The plan holds no project's name: what a project adds is its names, kept in its row.
    expect(a.plan.bytes.includes(Buffer.from('alpha'))).toBe(false);
    expect(b.names).toEqual({ projectName: 'beta-two', imageName: 'beta-two', dbName: 'beta_two', moduleIdent: 'betaᚑtwo' });
    // A project costs its names instead of its zip once its selection's plan is stored.
    expect(a.plan.bytes.byteLength).toBeLessThan(a.zip.byteLength * 1.05);
  });

  it('refuses bytes that are not a whole plan', async () => {
    const { plan, zip } = await generateKeptZip(spec('echo', ['redis'], 'cache-api'));
    expect(() => parsePlan(zip)).toThrow(/not a plan/);
    expect(() => parsePlan(plan.bytes.subarray(0, plan.bytes.length - 3))).toThrow(/truncated/);
    expect(() => parsePlan(Buffer.concat([plan.bytes, Buffer.from([0])]))).toThrow(/trailing/);
    expect(isPlanKey('projects/0d4c/1.zip')).toBe(false);
  });
});
