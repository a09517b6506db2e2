import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENTITY_NAMES, entityFileName, entityFileSchema, ManifestSchema } from "~/domain/dataset.ts";
import { buildDataset, buildFromInputs, DatasetValidationError, serialize, sha256 } from "~/pipeline/build-dataset.ts";
import { InputError } from "~/pipeline/pipeline-errors.ts";
import { writeSeed } from "~/pipeline/write-seed.ts";
import { fixtureInputs } from "../../../helpers/fixture-inputs.ts";
import { makeRoot, writeInto } from "./helpers.ts";

describe("buildFromInputs", () => {
  const dataset = buildFromInputs(fixtureInputs());

  it("writes one file per entity (the places entity followed by one file per place, the occupations entity by one file per occupation, its search index and postings summary) plus the manifest", () => {
    const occupationFiles = [...dataset.files.keys()].filter((f) => f.startsWith("occupation/"));
    const placeFiles = [...dataset.files.keys()].filter((f) => f.startsWith("place/"));
    expect(placeFiles).toHaveLength(51 + 3);
    expect(placeFiles.slice(0, 2)).toEqual(["place/AK.json", "place/AL.json"]);
    expect(placeFiles.slice(-3)).toEqual(["place/10900.json", "place/12420.json", "place/4800005.json"]);
    expect(occupationFiles).toEqual([
      "occupation/15-1252.json",
      "occupation/27-2011.json",
      "occupation/29-1141.json",
      "occupation/43-6014.json",
    ]);
    expect([...dataset.files.keys()]).toEqual([
      ...ENTITY_NAMES.flatMap((name) =>
        name === "occupations"
          ? [entityFileName(name), ...occupationFiles, "occupation-index.json", "occupation-postings.json"]
          : name === "places"
            ? [entityFileName(name), ...placeFiles]
            : [entityFileName(name)],
      ),
      "manifest.json",
    ]);
    for (const name of ENTITY_NAMES) {
      const parsed = JSON.parse(dataset.files.get(entityFileName(name)) ?? "");
      expect(entityFileSchema(name).safeParse(parsed).success, name).toBe(true);
    }
  });

  it("versions every file: a further file that changes alone changes the version", () => {
    const inputs = fixtureInputs();
    const renamed = {
      ...inputs,
      muse: inputs.muse.map((p, i) => (i === 0 ? { ...p, title: "Registered Nurse" } : p)),
    };
    const other = buildFromInputs(renamed);
    expect(other.files.get("occupation-postings.json")).not.toBe(dataset.files.get("occupation-postings.json"));
    expect(other.manifest.version).not.toBe(dataset.manifest.version);
  });

  it("is deterministic: two builds give identical bytes", () => {
    const again = buildFromInputs(fixtureInputs());
    for (const [name, text] of dataset.files) expect(again.files.get(name), name).toBe(text);
  });

  it("ends every file with a newline and keeps layoffs compact", () => {
    for (const text of dataset.files.values()) expect(text).toMatch(/[}\]]\n$/);
    expect(dataset.files.get("layoffs.json")).not.toContain("\n  ");
    expect(dataset.files.get("states.json")).toContain('\n  "entity": "states"');
  });

  it("records hashes, counts, periods, methodology and attributions in the manifest", () => {
    const manifest = ManifestSchema.parse(JSON.parse(dataset.files.get("manifest.json") ?? ""));
    const states = manifest.entities.states;
    expect(states.sha256).toBe(sha256(dataset.files.get("states.json") ?? ""));
    expect(states.count).toBe(51);
    expect(states.sources.map((s) => s.id)).toContain("bls-ces-states");
    expect(Object.keys(states.methodology)).toEqual(expect.arrayContaining(["totalJobs", "growthRate", "topIndustry"]));
    expect(manifest.version).toMatch(/^[0-9a-f]{16}$/);
    expect(manifest.attributions).toEqual([
      "This site incorporates information from O*NET 29.3 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA.",
      "Indeed Hiring Lab, Job Postings Index",
      'Dingel, J. & Neiman, B. (2020), "How Many Jobs Can be Done at Home?", Journal of Public Economics 189.',
    ]);
    expect(manifest.inputs.find((i) => i.path === "warn_notices/states/*.csv")?.files).toBe(1);
  });

  it("derives builtAt from the data unless one is given", () => {
    expect(dataset.manifest.builtAt).toBe("2026-08-22T00:00:00.000Z");
    const fixed = buildFromInputs(fixtureInputs(), { builtAt: "2026-09-01T12:00:00.000Z" });
    expect(fixed.manifest.builtAt).toBe("2026-09-01T12:00:00.000Z");
    expect(fixed.manifest.version).toBe(dataset.manifest.version);
  });

  it("refuses data that does not match its schema", () => {
    const inputs = fixtureInputs();
    (inputs.indeedStates.states as Map<string, number>).set("CA", -5);
    expect(() => buildFromInputs(inputs)).toThrow(DatasetValidationError);
    expect(() => buildFromInputs(inputs)).toThrow(/^states: built data does not match its schema .*postingsIndex/);
  });

  it("fails loudly when a state is missing from an input", () => {
    const inputs = fixtureInputs();
    (inputs.stateUnemployment.states as Map<string, unknown>).delete("WY");
    expect(() => buildFromInputs(inputs)).toThrow("bls_laus/ntna_laus.json: no unemployment rate for Wyoming");
  });
});

describe("serialize", () => {
  it("indents with two spaces (or none) and ends with a newline", () => {
    expect(serialize({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}\n');
    expect(serialize({ a: [1] }, true)).toBe('{"a":[1]}\n');
  });
});

describe("buildDataset", () => {
  it("names the first missing input file", async () => {
    const root = makeRoot();
    await expect(buildDataset(root)).rejects.toThrow(InputError);
    await expect(buildDataset(root)).rejects.toThrow(
      /^bls_oews\/national_M2025_dl\.xlsx: required input file is missing/,
    );
  });
});

describe("writeSeed", () => {
  const dataset = buildFromInputs(fixtureInputs());

  it("writes every file and replaces the previous seed", () => {
    const root = makeRoot();
    const out = path.join(root, "data", "seed");
    writeInto(root, "data/seed/stale.json", "{}\n");
    writeSeed(out, dataset);
    const written = readdirSync(out, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".json"));
    expect(written.sort()).toEqual([...dataset.files.keys()].sort());
    expect(readFileSync(path.join(out, "occupation/29-1141.json"), "utf8")).toBe(
      dataset.files.get("occupation/29-1141.json"),
    );
    expect(readFileSync(path.join(out, "states.json"), "utf8")).toBe(dataset.files.get("states.json"));
    expect(readdirSync(path.join(root, "data"))).toEqual(["seed"]);
  });

  it("leaves the previous seed untouched when writing fails", () => {
    const root = makeRoot();
    const out = path.join(root, "seed");
    writeInto(root, "seed/states.json", "old\n");
    // A file below states.json, which was written as a file: the folder cannot be made.
    const broken = { ...dataset, files: new Map([...dataset.files, ["states.json/x.json", "{}\n"]]) };
    expect(() => writeSeed(out, broken)).toThrow();
    expect(readFileSync(path.join(out, "states.json"), "utf8")).toBe("old\n");
    expect(readdirSync(root)).toEqual(["seed"]);
    expect(existsSync(path.join(out, "employment-metrics.json"))).toBe(false);
  });
});
