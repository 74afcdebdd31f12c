import { useCallback, useEffect, useState } from 'react';
import { type DoorDevice, loadDevice, saveDevice } from '../store/door-store';

/** This tablet's id, gate and selected event, from IndexedDB (undefined while it loads). */
export function useDoorDevice() {
  const [device, setDevice] = useState<DoorDevice>();
  useEffect(() => {
    let live = true;
    void loadDevice().then((loaded) => {
      if (live) setDevice(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  const update = useCallback(async (changes: Partial<Omit<DoorDevice, 'device_id'>>) => {
    setDevice(await saveDevice(changes));
  }, []);
  return { device, update };
}
