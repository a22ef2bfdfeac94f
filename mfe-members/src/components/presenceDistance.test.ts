import { distanceText, presenceDistanceParts } from './presenceDistance';

describe('distanceText', () => {
  it('says "In de buurt" under one km and whole km from there', () => {
    expect(distanceText(0)).toBe('In de buurt');
    expect(distanceText(1)).toBe('1 km');
    expect(distanceText(12)).toBe('12 km');
    expect(distanceText(152)).toBe('152 km');
  });
});

describe('presenceDistanceParts', () => {
  it('shows the presence bucket and the distance, each only when sent', () => {
    expect(presenceDistanceParts({ presence: 'online', distance_km: 12 })).toEqual(['Online', '12 km']);
    expect(presenceDistanceParts({ presence: 'today', distance_km: null })).toEqual(['Vandaag actief']);
    expect(presenceDistanceParts({ presence: 'week' })).toEqual(['Deze week actief']);
    expect(presenceDistanceParts({ presence: null, distance_km: 0 })).toEqual(['In de buurt']);
    expect(presenceDistanceParts({})).toEqual([]);
  });
});
