// The cities and attractions the reference service offers. Ids are stable, readable strings.
interface CitySeed {
  id: string;
  name: string;
  timezone: string;
}

interface OfferSeed {
  id: string;
  cityId: string;
  name: string;
  description: string;
  category: string;
  address: string;
  slotCapacity: number;
  /** The pass must have been scanned at the box office before it can be booked here (AV-004). */
  requiresScan?: boolean;
}

export const cities: readonly CitySeed[] = [
  { id: 'ams', name: 'Amsterdam', timezone: 'Europe/Amsterdam' },
  { id: 'nyc', name: 'New York', timezone: 'America/New_York' },
  { id: 'tyo', name: 'Tokyo', timezone: 'Asia/Tokyo' },
];

const offer = (
  cityId: string,
  slug: string,
  name: string,
  category: string,
  address: string,
  description: string,
  slotCapacity: number,
  requiresScan = false,
): OfferSeed => ({ id: `${cityId}-${slug}`, cityId, name, description, category, address, slotCapacity, requiresScan });

export const offers: readonly OfferSeed[] = [
  offer('ams', 'rijksmuseum', 'Rijksmuseum', 'Museum', 'Museumstraat 1, Amsterdam', 'Dutch masters from the Golden Age, including The Night Watch.', 40),
  offer('ams', 'van-gogh-museum', 'Van Gogh Museum', 'Museum', 'Museumplein 6, Amsterdam', 'The largest collection of works by Vincent van Gogh.', 30),
  offer('ams', 'anne-frank-house', 'Anne Frank House', 'History', 'Westermarkt 20, Amsterdam', 'The hiding place where Anne Frank wrote her diary.', 6),
  offer('ams', 'canal-cruise', 'Canal Cruise', 'Tour', 'Prins Hendrikkade 33a, Amsterdam', 'A one-hour cruise through the UNESCO-listed canal ring.', 50),
  offer('ams', 'artis-zoo', 'ARTIS Zoo', 'Nature', 'Plantage Kerklaan 38-40, Amsterdam', 'The oldest zoo of the Netherlands, with an aquarium and planetarium.', 60),
  offer('ams', 'a-dam-lookout', "A'DAM Lookout", 'View', 'Overhoeksplein 5, Amsterdam', 'A rooftop deck with a view over the whole city.', 25),
  offer('ams', 'nemo-science-museum', 'NEMO Science Museum', 'Museum', 'Oosterdok 2, Amsterdam', 'Hands-on science and technology for all ages.', 35),
  offer('ams', 'heineken-experience', 'Heineken Experience', 'Experience', 'Stadhouderskade 78, Amsterdam', 'A tour of the historic brewery.', 20, true),
  offer('ams', 'stedelijk-museum', 'Stedelijk Museum', 'Museum', 'Museumplein 10, Amsterdam', 'Modern and contemporary art and design.', 30),
  offer('ams', 'hortus-botanicus', 'Hortus Botanicus', 'Nature', 'Plantage Middenlaan 2a, Amsterdam', 'One of the oldest botanical gardens in the world.', 15),
  offer('nyc', 'empire-state-building', 'Empire State Building', 'View', '20 W 34th St, New York', 'The 86th and 102nd floor observatories.', 40),
  offer('nyc', 'moma', 'Museum of Modern Art', 'Museum', '11 W 53rd St, New York', 'Modern and contemporary art, from Van Gogh to Warhol.', 30),
  offer('nyc', 'statue-of-liberty', 'Statue of Liberty Ferry', 'Tour', 'Battery Park, New York', 'The ferry to Liberty Island and Ellis Island.', 50),
  offer('nyc', 'top-of-the-rock', 'Top of the Rock', 'View', '30 Rockefeller Plaza, New York', 'Open-air decks above Rockefeller Center.', 25),
  offer('nyc', 'natural-history-museum', 'American Museum of Natural History', 'Museum', '200 Central Park West, New York', 'Dinosaurs, the cosmos and cultures of the world.', 40),
  offer('nyc', 'guggenheim', 'Guggenheim Museum', 'Museum', '1071 5th Ave, New York', 'Art in the spiral designed by Frank Lloyd Wright.', 20),
  offer('nyc', 'edge', 'Edge', 'View', '30 Hudson Yards, New York', 'The highest outdoor sky deck in the Western Hemisphere.', 6, true),
  offer('nyc', 'intrepid-museum', 'Intrepid Museum', 'History', 'Pier 86, New York', 'An aircraft carrier, a space shuttle and a submarine.', 30),
  offer('nyc', 'bronx-zoo', 'Bronx Zoo', 'Nature', '2300 Southern Blvd, Bronx', 'One of the largest city zoos in the world.', 60),
  offer('nyc', 'circle-line', 'Circle Line Cruise', 'Tour', 'Pier 83, New York', 'A harbour cruise around Manhattan.', 50),
  offer('tyo', 'tokyo-skytree', 'Tokyo Skytree', 'View', '1-1-2 Oshiage, Sumida', 'Observation decks at 350 and 450 metres.', 40),
  offer('tyo', 'teamlab-planets', 'teamLab Planets', 'Experience', '6-1-16 Toyosu, Koto', 'Immersive digital art you walk through barefoot.', 20, true),
  offer('tyo', 'tokyo-national-museum', 'Tokyo National Museum', 'Museum', '13-9 Uenokoen, Taito', 'The oldest and largest art museum of Japan.', 30),
  offer('tyo', 'ghibli-museum', 'Ghibli Museum', 'Museum', '1-1-83 Shimorenjaku, Mitaka', 'The world of Studio Ghibli.', 6),
  offer('tyo', 'ueno-zoo', 'Ueno Zoo', 'Nature', '9-83 Uenokoen, Taito', 'The oldest zoo of Japan.', 60),
  offer('tyo', 'tokyo-tower', 'Tokyo Tower', 'View', '4-2-8 Shibakoen, Minato', 'The red-and-white landmark with a main deck at 150 metres.', 30),
  offer('tyo', 'sumida-river-cruise', 'Sumida River Cruise', 'Tour', 'Asakusa Pier, Taito', 'A water-bus ride from Asakusa to Hinode.', 50),
  offer('tyo', 'mori-art-museum', 'Mori Art Museum', 'Museum', '6-10-1 Roppongi, Minato', 'Contemporary art at the top of Roppongi Hills.', 25),
  offer('tyo', 'edo-tokyo-museum', 'Edo-Tokyo Museum', 'History', '1-4-1 Yokoami, Sumida', 'The history of Tokyo from the Edo period onward.', 35),
  offer('tyo', 'shinjuku-gyoen', 'Shinjuku Gyoen', 'Nature', '11 Naitomachi, Shinjuku', 'A national garden with Japanese, English and French landscapes.', 15),
];

/** How long a visit of one timeslot lasts: until the next one starts. */
export const SLOT_MINUTES = 30;

/** Opening hours of every attraction: a timeslot every 30 minutes from 09:00 to 16:30 local time. */
export const slotTimes: readonly { hour: number; minute: number }[] = Array.from({ length: 16 }, (_, index) => ({
  hour: 9 + Math.floor(index / 2),
  minute: (index % 2) * SLOT_MINUTES,
}));

/** Timeslots exist for today and the next 60 days, topped up on every start. */
export const BOOKING_HORIZON_DAYS = 60;
